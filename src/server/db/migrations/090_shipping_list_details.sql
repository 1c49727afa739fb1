-- A shipping list as its detail answers it (schemas/retail/replenishment.schema.json $defs/shippingList x-table):
-- its page row and the serial numbers of its devices, in order.
create view shipping_list_details as
  select r.*, array(select d.serial_num from shipping_list_devices d where d.shipping_list_id = r.id order by d.serial_num) as serial_nums
  from shipping_list_records r;
