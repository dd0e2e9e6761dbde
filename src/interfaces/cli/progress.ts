import type { SyncProgress } from '../../modules/catalog/sync/runs.js';

/**
 * Progress on stderr: a redrawn bar on a terminal, otherwise a line at every 10% (logs stay readable).
 */
export function progressPrinter(label: string, stream: NodeJS.WriteStream = process.stderr): (p: SyncProgress) => void {
  let lastDecile = -1;
  return ({ done, total, item }) => {
    const pct = total === 0 ? 100 : Math.floor((done / total) * 100);
    if (stream.isTTY) {
      const width = 30;
      const filled = Math.round((pct / 100) * width);
      stream.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${item ?? ''}`.padEnd(90));
      if (done === total) stream.write('\n');
      return;
    }
    const decile = Math.floor(pct / 10);
    if (decile !== lastDecile || done === total) {
      lastDecile = decile;
      stream.write(`${label}: ${done}/${total} (${pct}%)${item ? ` ${item}` : ''}\n`);
    }
  };
}
