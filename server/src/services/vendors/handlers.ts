// Vendors, the suppliers purchase orders are sent to.
import { type HandlerRequest, type Handlers, requiredText } from '../../lib/handler-types';
import { normalisePhone } from '../../lib/phone';
import { getVendor, listVendors } from './queries';
import { createVendor, updateVendor, type VendorInput } from './writes';

function vendorInput(request: HandlerRequest<'createVendor'> | HandlerRequest<'updateVendor'>): VendorInput {
  const { name, address, contact_person, phone, email } = request.body;
  return {
    name: requiredText(name, 'name', 'Name'),
    address: requiredText(address, 'address', 'Address'),
    contactPerson: requiredText(contact_person, 'contact_person', 'Contact person'),
    phone: normalisePhone(phone),
    email,
  };
}

export const vendorHandlers: Handlers = {
  listVendors: async (request) => listVendors(request.server.db, request.query),

  getVendor: async (request) => ({ data: await getVendor(request.server.db, request.params.vendor_id) }),

  async createVendor(request, reply) {
    const data = await createVendor(request.server.db, vendorInput(request));
    reply.code(201);
    return { data };
  },

  updateVendor: async (request) => ({
    data: await updateVendor(request.server.db, request.params.vendor_id, vendorInput(request)),
  }),
};
