-- A good's storage stock as the stock list answers it (schemas/retail/stock.schema.json $defs/record x-table):
-- every good, 0 for one never stocked; `updated_at` is the stock's last change (null before the first).
create view stock_records as
  select g.id, g.id as goods_id, g.org_id, g.name, g.brand, g.barcode, g.category_id, g.status, coalesce(s.quantity, 0) as quantity, s.updated_at
  from goods g left join storage_stock s on s.goods_id = g.id;
