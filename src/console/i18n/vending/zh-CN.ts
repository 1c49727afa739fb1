/** Messages of the vending tabs in zh-CN: the same keys as ./ja.ts (a missing one is a type error). */
import type { VendingMessages } from './ja';

const messages: VendingMessages = {
  screens: {
    devices: {
      detail: {
        tabs: { vending: '售货管理', printing: '打印', replenish: '补货' },
        push: { types: { print: '打印' } },
      },
    },
    link: { types: { print: '打印' } },
    vending: {
      total: '合计：销售额 %{amount}，销量 %{count}，失败 %{failed}',
      empty: '该期间没有销售',
      lanes: {
        title: '按货道销售',
        laneNo: '货道号',
        goods: '商品',
        count: '销量',
        amount: '销售额',
        failed: '失败',
        noGoods: '未设置',
      },
      goods: { title: '按商品销售', laneCount: '货道数' },
      days: { title: '按日销售', day: '日期' },
      hours: { title: '按时段销售（日本时间）', hour: '时段', label: '%{hour}点' },
      print: {
        send: '发送打印',
        content: '打印内容',
        copies: '份数',
        timeout: '超时（秒）',
        sent: '打印指令已发送',
        history: '打印记录',
        sentAt: '发送时间',
        status: '状态',
        doneAt: '应答时间',
        deadline: '期限',
        reason: '原因',
        createdBy: '发送人',
        empty: '没有打印记录',
        all: '全部',
        refresh: '刷新',
        statuses: { processing: '处理中', done: '完成', failed: '失败' },
        reasons: { deviceError: '设备返回错误', timeout: '超时' },
      },
      replenish: {
        title: '补货时间',
        last: '上次补货',
        next: '下次计划',
        planned: '计划时间（日本时间）',
        interval: '间隔（天）',
        updated: '更新',
        none: '尚未补货',
        noPlan: '未设置计划',
        save: '保存',
        saved: '补货计划已保存',
        everyDays: '每 %{days} 天 %{time}',
      },
      currency: {
        title: '币种',
        current: '当前币种',
        default: '默认（设备未上报）',
        reported: '设备上报',
        history: '币种变更记录',
        changedAt: '变更时间',
        previous: '变更前',
        empty: '没有变更记录',
      },
    },
  },
  functions: {
    vending: {
      view: '查看售货管理、打印和补货',
      export: '导出销售报表',
      print: '发送打印指令',
      replenishTime: '设置补货计划',
    },
  },
};

export default messages;
