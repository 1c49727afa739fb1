import { fail } from '../../errors.js';
import type { TableHooks } from '../../table/hooks.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';

/**
 * The domain rules of a new permission-menu entry (schemas/accounts/menu.schema.json $defs/entry, created by
 * the generic table handler for the platform's staff alone: 101005): a code already taken is 202009 (also when
 * two adds race: the clash below); `parentCode` names the menu it sits under (202008 when unknown), which must
 * be a menu, and a function needs one (100001 on `parentCode`). The title key is the code when absent.
 */
export const menuHooks: TableHooks = {
  virtual: ['parentCode'],
  columns: ['parent_id', 'title_key'],
  clashes: { menus_code_key: 202009 },
  async beforeWrite({ tx, locale, body, values }) {
    if ((await tx.query('select 1 from menus where code = $1', [body.code])).length) fail(202009);
    const misplaced = () => fail(100001, [{ field: 'parentCode', message: VALIDATION_MESSAGES['validation.menuParent'][locale] }]);
    if (body.parentCode) {
      const [parent] = await tx.query<{ id: number; kind: string }>('select id, kind from menus where code = $1', [body.parentCode]);
      if (!parent) fail(202008);
      if (parent.kind !== 'menu') misplaced();
      values.parent_id = parent.id;
    } else if (body.kind === 'function') {
      misplaced();
    }
    values.title_key ??= body.code;
  },
};
