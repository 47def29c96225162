// Creates the first real admin: `npm run create-admin -- --email a@b.c --name "Rina" --phone 0812... --password ...`
// (missing values are asked for on a terminal). The user gets an ADMIN role holding every scope.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { ADMIN_SCOPES } from '../lib/scopes';
import { ask, flags } from './args';

const input = z.object({
  email: z.email('Email must be a valid email address'),
  name: z.string().trim().min(1, 'Name is required').max(100),
  phone: z.string().regex(/^(\+62|62|0)?8[1-9][0-9]{6,9}$/, 'Invalid Indonesian phone number format'),
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .regex(/^(?=.*[a-z])(?=.*[A-Z]).*$/, 'Password must include uppercase, lowercase'),
});

const USAGE = `Creates an admin who holds an ADMIN role with every scope (missing values are asked for on
a terminal).

Usage: npm run create-admin -- --email <email> --name <name> --phone <phone> --password <password>

  -h, --help    print this and exit`;

async function main() {
  const given = flags(USAGE, ['email', 'name', 'phone', 'password'] as const);
  const parsed = input.safeParse({
    email: given.email ?? (await ask('Email')),
    name: given.name ?? (await ask('Name')),
    phone: given.phone ?? (await ask('Phone number (e.g. 081234567890)')),
    password: given.password ?? (await ask('Password (8+ characters, upper and lower case)')),
  });
  if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
  const { email, name, phone, password } = parsed.data;

  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const passwordHash = await hashPassword(password);
    await database.db.transaction(async (tx) => {
      const [clash] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
      if (clash) throw new Error(`A user with the email ${email} already exists`);
      // Reuse an ADMIN role that already grants every scope; otherwise create one.
      const [existing] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.type, 'ADMIN'), sql`${roles.scopes} @> ${sql.param(ADMIN_SCOPES)}::text[]`))
        .limit(1);
      const roleId =
        existing?.id ??
        (
          await tx
            .insert(roles)
            .values({
              name: `Administrator ${new Date().toISOString().slice(0, 10)}`,
              type: 'ADMIN',
              description: 'Every permission.',
              scopes: ADMIN_SCOPES,
            })
            .returning({ id: roles.id })
        )[0]!.id;
      const [user] = await tx
        .insert(users)
        .values({ name, email: email.toLowerCase(), phoneNumber: phone, passwordHash })
        .returning({ id: users.id });
      await tx.insert(userRoles).values({ userId: user!.id, roleId, outletId: null });
    });
    console.log(`Admin ${email} created with every permission.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Could not create the admin: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
