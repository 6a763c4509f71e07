// Measures what a person sees of the page it is injected into and writes it, as JSON, into a pre element
// with the id layout-probe, for chromium --dump-dom: the window's width, whatever is wider than the window (outside
// a box that scrolls sideways), every chart's text outside its chart, lines and dots outside its frame and
// legends on its frame, and the verdict sentence.
(function () {
  for (const d of document.querySelectorAll('details')) d.open = true;  // the hidden tables count too
  const width = window.innerWidth;
  const tolerance = 1.5;
  const name = (e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
      (e.getAttribute('class') ? '.' + e.getAttribute('class').split(' ').join('.') : '');
  const scrolls = (e) => ['auto', 'scroll', 'hidden'].includes(getComputedStyle(e).overflowX);
  const insideScroller = (e) => {
    for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) if (scrolls(p)) return true;
    return false;
  };
  const visible = (r) => r.width > 0 || r.height > 0;
  const inside = (r, box, slack) => r.left >= box.left - slack && r.right <= box.right + slack &&
      r.top >= box.top - slack && r.bottom <= box.bottom + slack;
  const overlaps = (a, b) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

  const wide = [];
  for (const e of document.body.querySelectorAll('*')) {
    if (e.closest('svg') && e.tagName.toLowerCase() !== 'svg') continue;  // the chart checks below
    const r = e.getBoundingClientRect();
    if (!visible(r) || insideScroller(e)) continue;
    if (r.right > width + tolerance || r.left < -tolerance)
      wide.push(name(e) + ' spans ' + Math.round(r.left) + '..' + Math.round(r.right));
  }

  const charts = [];
  for (const svg of document.querySelectorAll('svg.plot')) {
    const box = svg.getBoundingClientRect();
    const frameElement = svg.querySelector('rect.frame');
    const title = (svg.getAttribute('aria-label') || '?');
    const problems = [];
    if (!frameElement) problems.push('no frame');
    const frame = frameElement ? frameElement.getBoundingClientRect() : box;
    for (const t of svg.querySelectorAll('text')) {
      const r = t.getBoundingClientRect();
      if (visible(r) && !inside(r, box, tolerance)) problems.push('text "' + t.textContent + '" outside the chart');
      if (t.classList.contains('legend') && overlaps(r, frame)) problems.push('legend "' + t.textContent + '" on the frame');
    }
    for (const d of svg.querySelectorAll('polyline.series, polygon.band, circle.interval, line.ref')) {
      const r = d.getBoundingClientRect();
      const slack = d.tagName.toLowerCase() === 'circle' ? 4 : 2.5;  // a dot on the edge, a line's stroke
      if (visible(r) && !inside(r, frame, slack))
        problems.push(name(d) + ' [' + (d.getAttribute('data-series') || '') + '] outside the frame');
    }
    charts.push({title: title, problems: problems});
  }
  const summary = document.getElementById('summary');
  const out = document.createElement('pre');
  out.id = 'layout-probe';
  out.textContent = JSON.stringify({
    width: width,
    scroll_width: document.documentElement.scrollWidth,
    wide: wide,
    charts: charts,
    summary: summary ? summary.textContent : null,
  });
  document.body.appendChild(out);
})();
