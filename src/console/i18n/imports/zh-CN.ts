/** Messages of batch imports and their records in zh-CN: the same keys as ./ja.ts (a missing one is a type error). */
import type { ImportsMessages } from './ja';

const messages: ImportsMessages = {
  menu: {
    importRecords: '导入记录',
  },
  functions: {
    importRecord: { view: '查看导入记录' },
  },
  resources: {
    'import-records': {
      name: '导入记录',
      fields: {
        id: '记录编号',
        createdAt: '时间',
        kind: '类型',
        orgName: '组织',
        userAccount: '操作人',
        fileName: '文件名',
        rows: '行数',
        imported: '导入数',
        result: '结果',
        startTime: '时间（起）',
        endTime: '时间（止）',
        fileType: '文件格式',
        errorCode: '原因代码',
        rowResultCount: '逐行结果数',
        rowResults: '每行的结果',
      },
    },
  },
  enum: {
    importKind: { device: '设备登记', activation: '设备激活', goods: '商品', user: '用户' },
    importResult: { imported: '已导入', refused: '已拒绝' },
  },
  imports: {
    users: {
      organisation: '组织',
      ownOrganisation: '本组织',
      button: '批量导入',
      title: '从文件批量导入用户',
      intro: '在 %{ext} 文件第一个工作表的第 1 行写列名，从第 2 行起每行写一个用户。列名可用四种语言中的任意一种。',
      allOrNothing: '只要有一行有误，就不会导入任何数据。导入的用户使用组织的默认角色。',
      columnRules: {
        account: '1～20 位字母或数字；不能与已有账号重复',
        name: '1～50 个汉字、假名或英文字母',
        password: '8～32 位字母、数字或符号；不能包含账号',
        phone: '中国手机号或日本电话号码；不能与已登记的号码重复',
        email: '邮箱地址（最多 100 个字符）',
        status: '启用或停用（或 1、0）；留空为启用',
      },
      upload: '导入',
      uploading: '正在导入…',
      done: '已导入 %{smart_count} 个用户',
      failed: '有错误的行，因此未导入任何数据。请修改文件后重新导入。',
      results: '已导入的行',
      account: '账号',
      name: '姓名',
    },
    records: {
      detail: '每行的结果',
      reason: '原因',
      noRows: '没有逐行结果（整个文件被拒绝）',
      shown: '显示前 %{shown} 条（共 %{total} 条，导出可查看全部）',
      row: '行',
      result: '结果',
      key: '键',
      column: '列',
      message: '原因',
    },
  },
};

export default messages;
