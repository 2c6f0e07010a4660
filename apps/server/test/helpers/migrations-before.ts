import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../../src/db/client';

/**
 * A copy of the migration folder as it was before the migration whose tag ends with `tagEnd`, for a test
 * that fills a database the old way and then migrates it to today's schema. `remove()` deletes the copy.
 */
export function migrationsBefore(tagEnd: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'seedmatch-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(tagEnd));
  if (index === -1) throw new Error(`no migration ends with ${tagEnd}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
