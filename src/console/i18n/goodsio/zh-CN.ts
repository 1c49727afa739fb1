/** Messages of the goods import, export and change history in zh-CN: the same keys as ./ja.ts (a missing one is a type error). */
import type { GoodsIoMessages } from './ja';

const messages: GoodsIoMessages = {
  functions: {
    goods: {
      import: '批量导入商品',
      export: '导出商品',
    },
  },
  goodsio: {
    import: {
      button: '批量导入',
      title: '从文件批量导入商品',
      intro: '在 %{ext} 文件第一个工作表的第 1 行写列名，从第 2 行起每行写一个商品。列名可使用任一语言。',
      allOrNothing: '只要有一行有误，就不会导入任何商品。',
      columnRules: {
        name: '最多 50 个字符，不含空格。组织内不可重复',
        brand: '最多 50 个字符，不含空格',
        categoryId: '饮料、食品、玩具、其他（或 1～4）',
        spec: '大于 0，最大 99999',
        specUnit: '最多 10 个字符，不含空格',
        barcode: '最多 20 位数字。组织内不可重复',
        itemCode: '最多 50 个字母或数字',
        purchasePrice: '1～99999',
        defaultPrice: '1～99999 的整数',
        referencePrice: '1～99999',
        remark: '最多 200 个字符',
        status: '启用、停用（或 1、0）。省略时为启用',
      },
      upload: '导入',
      uploading: '导入中…',
      done: '已导入 %{smart_count} 个商品',
      failed: '由于存在错误的行，未导入任何商品。请修正文件后重新导入。',
      results: '已导入的行',
      so_far: '至今批量导入的商品：%{count} 个（%{imports} 次）',
    },
    history: {
      title: '变更历史',
      empty: '暂无变更历史',
      when: '时间',
      who: '操作人',
      action: '操作',
      changes: '变更内容',
      actions: {
        create: '新增',
        update: '编辑',
        status: '启用/停用',
        import: '批量导入',
      },
      retry: '重新加载',
    },
  },
};

export default messages;
