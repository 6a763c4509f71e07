// Loads every game of a PGN file with chess.js (loadPgn throws on what it cannot read) and prints
// "N games, K read"; then, one line each, the games it refused and why.
import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';

const text = readFileSync(process.argv[2], 'utf8');
const games = text.split(/\n\s*\n(?=\[Event )/).map((g) => g.trim()).filter((g) => g.length > 0);
const refused = [];
games.forEach((pgn, i) => {
  try {
    new Chess().loadPgn(pgn);
  } catch (e) {
    refused.push(`game ${i + 1}: ${e.message}`);
  }
});
console.log(`${games.length} games, ${games.length - refused.length} read`);
for (const line of refused) console.log(line);
process.exit(refused.length ? 1 : 0);
