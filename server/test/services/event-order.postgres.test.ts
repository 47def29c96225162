// The live stream's order without a lock on PostgreSQL: writers on two API processes commit in any
// order, and a reader delivers every event once, never passing one whose transaction is still
// running; an event committed late by a transaction that started writing earlier comes first, and a
// client resuming from the last id it received misses none and repeats none.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { recordChangeNotices } from '../../src/lib/order-events';
import { openEventStream, type StreamReader } from '../helpers/event-stream';
import { build, secondServer } from '../helpers/test-app';

const t = await build({ env: { EVENT_HEARTBEAT_SECONDS: '0.3' } });
if (t.config.database.kind !== 'postgres') throw new Error('This file runs on PostgreSQL');
const other = await secondServer(t);
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const admin = await t.asAdmin();
const bandung = t.outletId['Bandung Dago']!;

/** The ids of the stock notices at Bandung a stream received, in order, from `first` on. */
const noticed = (events: StreamReader['events'], first: number) =>
  events
    .filter((e) => e.event === 'change')
    .map((e) => JSON.parse(e.data) as { resource: string; outlet: { id: number }; ids: number[] })
    .filter((d) => d.resource === 'stock' && d.outlet.id === bandung)
    .flatMap((d) => d.ids)
    .filter((id) => id >= first);

/** Writes a notice naming `id` in a transaction that commits when `until` settles. */
const write = (db: Db, id: number, until: Promise<unknown> = Promise.resolve()) =>
  db.transaction(async (tx) => {
    await recordChangeNotices(tx, 'stock', [{ outletId: bandung, id }]);
    await until;
  });

const waitFor = async (check: () => boolean, what: string, timeoutMs = 5000) => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await sleep(20);
  }
};

describe('the live stream without a chain-wide lock', () => {
  it('holds an event back while an earlier writer runs, then sends both, the earlier first', async () => {
    const stream = await openEventStream(base, admin.token);
    try {
      let commitEarly!: () => void;
      const early = write(t.app.db, 910_001, new Promise<void>((resolve) => (commitEarly = resolve)));
      // The early transaction has written (and so holds its transaction id) before the late one starts.
      await sleep(100);
      await write(other.db, 910_002);
      await sleep(400);
      expect(noticed(stream.events, 910_001)).toEqual([]);
      commitEarly();
      await early;
      await waitFor(() => noticed(stream.events, 910_001).length === 2, 'both notices');
      expect(noticed(stream.events, 910_001)).toEqual([910_001, 910_002]);
      const ids = stream.events.filter((e) => e.event === 'change').map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      stream.close();
    }
  });

  it('delivers every event of many concurrent writers on two processes once, across a reconnection', async () => {
    const first = 920_000;
    const writers = 40;
    const stream = await openEventStream(base, admin.token);
    let resumed: StreamReader | undefined;
    try {
      const writes = Array.from({ length: writers }, async (_, i) => {
        await sleep((i * 7) % 50);
        // Some stay open a while after writing, so later transactions commit before them.
        await write(i % 2 ? other.db : t.app.db, first + i, sleep(i % 5 === 0 ? 150 : (i * 13) % 20));
      });
      // Drop the connection part-way and resume from the last id received, as the browser does.
      await waitFor(() => noticed(stream.events, first).length >= writers / 4, 'a quarter of the notices');
      const before = [...stream.events];
      stream.close();
      resumed = await openEventStream(base, admin.token, before.at(-1)!.id);
      await Promise.all(writes);
      const after = resumed;
      await waitFor(
        () => noticed(before, first).length + noticed(after.events, first).length >= writers,
        'every notice',
      );
      await sleep(300);
      const all = [...noticed(before, first), ...noticed(after.events, first)];
      expect(all.toSorted((a, b) => a - b)).toEqual(Array.from({ length: writers }, (_, i) => first + i));
    } finally {
      stream.close();
      resumed?.close();
    }
  });
});
