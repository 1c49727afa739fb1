-- Every organisation below another at any depth, the other (`ancestor_id`) not included: what
-- /open/customer/getSubList lists for one organisation, through the generic list's parent filter on ancestor_id.
create view organisation_descendants as
  select a.id as ancestor_id, r.*
  from organisations a
    join organisations d on d.path like a.path || '%' and d.id <> a.id
    join organisation_records r on r.id = d.id;
