// Names no other test uses, so each test makes its own data and order never matters.
let counter = 0;

/** `Jasmine 7f3a 12`: the label, a per-run tag and a counter. */
export function uniqueName(label: string): string {
  counter += 1;
  return `${label} ${RUN} ${counter}`;
}

const RUN = Math.random().toString(36).slice(2, 6);

/** A valid, unused create-user body: name, Indonesian phone, email and a matching password pair. */
export function uniqueUserBody(label = 'Siti Rahmawati') {
  const name = uniqueName(label);
  const n = counter;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '.');
  return {
    name,
    phone_number: `0857${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}${String(n).padStart(4, '0')}`,
    email: `${slug}@example.com`,
    password: 'Boba2026x',
    confirm_password: 'Boba2026x',
  };
}
