-- A day's invoices (INV/<YYYYMMDD>) newest first, for a page of the order list searched by a day.
CREATE INDEX "invoices_number_day_idx" ON "invoices" USING btree (left("invoice_number", 12) text_pattern_ops,"order_created_at","order_id","invoice_number");
