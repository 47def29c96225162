// Run as its own process (`node --import tsx place-order-process.ts '<order json>'` with
// DATABASE_URL set): places one order on the shared PostgreSQL database, as another API process
// would, and prints its id.
import { openDatabase } from '../../src/db/client';
import { placeOrder, type Placement } from '../../src/services/orders/placement';

const database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL! });
try {
  const { orderId } = await placeOrder(database.db, JSON.parse(process.argv[2]!) as Placement);
  process.stdout.write(String(orderId));
} finally {
  await database.close();
}
