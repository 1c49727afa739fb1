-- Sub-lists served by the generic table handler with a parent filter (src/server/table/filters.ts): a route's
-- devices, the devices a route could take, and a shipping list's goods lines, each row with the columns its
-- list answers. The scope joins the device (route lists) or the owning organisation (lines) on top.
create view route_device_rows as
  select d.id, d.id as device_id, rd.route_id, d.name, d.alias, p.model, p.name as product_name, d.org_id, o.name as org_name,
    d.status, d.online, d.activated_at, d.last_login_at, rd.bound_at
  from route_devices rd join devices d on d.id = rd.device_id join products p on p.id = d.product_id
    left join organisations o on o.id = d.org_id;

create view unrouted_device_rows as
  select d.id, d.id as device_id, d.name, d.alias, p.model, p.name as product_name, d.org_id, o.name as org_name,
    d.status, d.online, d.activated_at, d.last_login_at, null::timestamptz as bound_at
  from devices d join products p on p.id = d.product_id left join organisations o on o.id = d.org_id
  where not exists (select 1 from route_devices rd where rd.device_id = d.id);

create view shipping_list_lines as
  select i.id, i.shipping_list_id, s.org_id, i.goods_id, g.name as goods_name, g.barcode, i.serial_num, i.lane_no, i.quantity
  from shipping_list_items i join shipping_lists s on s.id = i.shipping_list_id join goods g on g.id = i.goods_id;
