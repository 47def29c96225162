// The Vendor screen's URL search (spec section 2: size, page, name) and the list call it makes.
import { z } from 'zod';
import type { ListVendorsParams } from '../../../generated/model';
import { pagingSearch, safeText } from '../../lib/validation/search-params';

export const vendorSearchSchema = z.object({ ...pagingSearch, name: safeText.optional() });
export type VendorSearch = z.infer<typeof vendorSearchSchema>;

export const vendorListParams = ({ page, size, name }: VendorSearch): ListVendorsParams => ({ page, size, name });
