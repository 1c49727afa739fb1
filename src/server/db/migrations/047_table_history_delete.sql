-- The generic table handler's delete verb (issue 27) records a deleted record's last values in its history.
alter table table_history drop constraint table_history_action_check;
alter table table_history add constraint table_history_action_check check (action in ('create', 'update', 'status', 'delete', 'import'));
