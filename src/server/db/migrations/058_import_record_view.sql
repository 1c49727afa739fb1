-- An import record as its list answers it (schemas/system/import-record.schema.json $defs/record x-table): how
-- many row results it holds and the first 50 of them (a page of records stays small); the export reads them all.
create view import_record_view as
  select ir.id, ir.org_id, ir.kind, ir.user_account, ir.file_name, ir.file_type, ir.rows, ir.imported, ir.result, ir.error_code, ir.created_at,
    jsonb_array_length(ir.row_results) as row_result_count,
    jsonb_path_query_array(ir.row_results, '$[0 to 49]') as row_results
  from import_records ir;
