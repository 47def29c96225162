// The demo accounts the reference server seeds outside production.
export interface DemoUser {
  email: string;
  password: string;
}

/** Every admin scope. */
export const ADMIN: DemoUser = { email: 'admin@example.com', password: 'Admin12345' };
/** The Outlet Cashier of Bandung Dago: view_admin_counter, view_admin_order and view_admin_invoices there. */
export const STAFF: DemoUser = { email: 'staff@example.com', password: 'Staff12345' };
