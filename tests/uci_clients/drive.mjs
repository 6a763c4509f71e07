// Drives one UCI engine through node-uci as a GUI user would: MultiPV 3, Threads 2, SyzygyPath and
// UCI_LimitStrength/UCI_Elo. Prints one JSON object: what the engine advertised and showed, and the
// checks it failed (empty when every check holds).
//   node drive.mjs ENGINE SYZYGY_DIR FATHOM
import { execFileSync } from 'node:child_process';
import pkg from 'node-uci';
import { Chess } from 'chess.js';

const { Engine } = pkg;
const [enginePath, syzygyDir, fathom] = process.argv.slice(2);
const failed = [];
const seen = {};
const check = (ok, what) => { if (!ok) failed.push(what); };

// Plays `line` (UCI moves) from `fen` with chess.js; false at the first illegal move.
function legal(fen, line) {
  const board = new Chess(fen);
  try {
    for (const m of line.split(' ').filter(Boolean)) board.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
    return true;
  } catch { return false; }
}

// The info lines of the deepest iteration that reported every one of its `count` lines.
function lastFullIteration(info, count) {
  const lines = info.filter((i) => i.pv && i.multipv);
  for (let depth = Math.max(0, ...lines.map((i) => i.depth)); depth > 0; --depth) {
    const at = lines.filter((i) => i.depth === depth);
    const byK = new Map(at.map((i) => [i.multipv, i]));
    if (byK.size === count) return [...byK.keys()].sort((a, b) => a - b).map((k) => byK.get(k));
  }
  return [];
}
const scoreOf = (i) => (i.score.unit === 'mate' ? Math.sign(i.score.value) * (100000 - Math.abs(i.score.value)) : i.score.value);

const engine = new Engine(enginePath);
await engine.init();
const options = engine.options instanceof Map ? Object.fromEntries(engine.options) : engine.options;
seen.id = engine.id.name;
for (const name of ['MultiPV', 'Threads', 'Hash', 'SyzygyPath', 'SyzygyProbeDepth', 'Syzygy50MoveRule', 'SyzygyProbeLimit', 'UCI_LimitStrength', 'UCI_Elo']) {
  const o = options[name];
  check(o !== undefined, `option ${name} advertised`);
  if (o) seen[name] = o.type === 'spin' ? `spin ${o.default} [${o.min}, ${o.max}]` : `${o.type} ${o.default}`;
}

// MultiPV 3: three distinct legal lines, best first, the best line's first move played.
const middlegame = 'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3';
await engine.setoption('MultiPV', '3');
await engine.isready();
await engine.ucinewgame();
await engine.position(middlegame);
let result = await engine.go({ depth: 9 });
const lines = lastFullIteration(result.info, 3);
check(lines.length === 3, 'MultiPV 3 gives three lines at the last depth');
check(new Set(lines.map((i) => i.pv.split(' ')[0])).size === lines.length, 'MultiPV lines start with distinct moves');
check(lines.every((i) => legal(middlegame, i.pv)), 'every MultiPV line is legal');
check(lines.every((i, k) => k === 0 || scoreOf(lines[k - 1]) >= scoreOf(i)), 'MultiPV lines are best first');
check(lines.length > 0 && result.bestmove === lines[0].pv.split(' ')[0], 'bestmove is line 1\'s first move');
seen.multipv = lines.map((i) => `${i.multipv}: ${i.pv.split(' ')[0]} ${i.score.unit} ${i.score.value}`).join(', ');
await engine.setoption('MultiPV', '1');

// Threads 2: a legal move and nodes from both threads' search.
await engine.setoption('Threads', '2');
await engine.isready();
await engine.position(middlegame);
result = await engine.go({ depth: 10 });
check(legal(middlegame, result.bestmove), 'Threads 2 plays a legal move');
const last = result.info.filter((i) => i.nodes).pop();
check(last !== undefined && last.nodes > 0, 'Threads 2 reports nodes');
seen.threads2 = last ? `depth ${last.depth}, ${last.nodes} nodes, bestmove ${result.bestmove}` : 'no info';
await engine.setoption('Threads', '1');

// SyzygyPath: a won KQ v K position; the engine probes (tbhits) and its move keeps the win by Fathom.
const won = '8/8/8/8/8/2k5/8/KQ6 w - - 0 1';
await engine.setoption('SyzygyPath', syzygyDir);
await engine.isready();
await engine.ucinewgame();
await engine.position(won);
result = await engine.go({ depth: 8 });
const tbhits = Math.max(0, ...result.info.map((i) => i.tbhits || 0));
check(tbhits > 0, 'SyzygyPath: tbhits reported');
const san = new Chess(won).move({ from: result.bestmove.slice(0, 2), to: result.bestmove.slice(2, 4) }).san;
const verdict = execFileSync(fathom, [`--path=${syzygyDir}`, won], { encoding: 'utf8' });
const winning = (verdict.match(/\[WinningMoves "([^"]*)"\]/) || ['', ''])[1].split(', ');
check(winning.includes(san), `SyzygyPath: bestmove ${san} keeps the win (Fathom)`);
const final = result.info.filter((i) => i.score).pop();
seen.syzygy = `tbhits ${tbhits}, bestmove ${san}, score ${final ? `${final.score.unit} ${final.score.value}` : 'none'}`;

// UCI_LimitStrength at 1500: still a legal move under a time limit.
await engine.setoption('UCI_LimitStrength', 'true');
await engine.setoption('UCI_Elo', '1500');
await engine.isready();
await engine.ucinewgame();
await engine.position(middlegame);
result = await engine.go({ movetime: 300 });
check(legal(middlegame, result.bestmove), 'UCI_Elo 1500 plays a legal move');
seen.uci_elo_1500 = `bestmove ${result.bestmove}`;

await engine.quit();
console.log(JSON.stringify({ seen, failed }));
