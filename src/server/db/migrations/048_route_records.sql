-- A route as its calls answer it (issue 27: the generic table handler reads records from a declared view):
-- the route's own columns with its device count and how many of them are online now.
create view route_records as
select r.*,
  (select count(*)::int from route_devices rd where rd.route_id = r.id) as device_count,
  (select count(*)::int from route_devices rd join devices d on d.id = rd.device_id where rd.route_id = r.id and d.online) as online_count
from routes r;
