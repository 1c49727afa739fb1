/** Messages of the pay config push plan in zh-CN: the same keys as ./ja.ts (a missing one is a type error). */
import type { PayPushMessages } from './ja';

const messages: PayPushMessages = {
  menu: {
    payPush: '参数配置（推送执行）',
    payBinding: '支付配置绑定',
    qrcodeSet: '收款二维码设置',
  },
  functions: {
    payPush: {
      view: '查看推送计划',
      push: '推送支付配置',
      delete: '删除已推送记录和历史',
    },
    payBind: {
      view: '查看绑定',
      update: '绑定与解绑',
    },
    paymentCode: {
      view: '查看收款二维码',
      update: '设置收款二维码',
    },
    payTest: {
      push: '发送测试消息',
    },
  },
  enum: {
    payBindType: {
      bound: '单独绑定',
      default: '组织默认',
    },
    payPushReason: {
      noConfig: '无支付配置',
      disabled: '已停用',
      notActivated: '未激活',
      offline: '离线',
    },
    payPushResult: {
      pending: '等待响应',
      succeeded: '成功',
      failed: '失败',
      expired: '已过期',
    },
    payAmountMode: {
      fixed: '固定金额',
      open: '付款人输入',
    },
  },
  screens: {
    devices: {
      detail: {
        tabs: {
          payeeQr: '收款二维码',
        },
        push: {
          types: {
            payConfig: '支付配置',
          },
        },
      },
    },
    link: {
      types: {
        payConfig: '支付配置',
      },
    },
    payPush: {
      title: '参数配置（推送执行）',
      tabs: {
        notPushed: '未推送',
        pushed: '已推送',
        history: '推送历史',
      },
      filter: {
        serialNum: '按序列号搜索',
        status: '推送状态',
        all: '全部',
        result: '结果',
      },
      select: '选择 %{serialNum}',
      selectAll: '全选',
      selected: '已选择 %{count} 项',
      push: '推送到所选设备',
      repush: '重新推送',
      remove: '移出已推送',
      deleteHistory: '删除所选历史',
      confirmRemove: '确定将所选 %{count} 台设备移出已推送吗？',
      confirmDelete: '确定删除所选 %{count} 条历史吗？',
      pushedResult: '已推送 %{pushed} 台（%{skipped} 台不可推送）',
      removed: '已移出 %{count} 项',
      deleted: '已删除 %{count} 条',
      empty: {
        notPushed: '没有待推送的设备',
        pushed: '没有已推送的设备',
        history: '没有推送历史',
      },
      stages: '链路阶段',
      stageCount: '%{count}/4',
    },
    payBinding: {
      title: '支付配置绑定',
      configId: '支付配置 ID',
      show: '显示',
      tabs: {
        all: '所有设备',
        bound: '使用此配置的设备',
        unbound: '可绑定的设备',
      },
      bind: '绑定所选设备',
      unbind: '解绑所选设备',
      bound: '已绑定 %{count} 台',
      unbound: '已解绑 %{count} 台',
      needConfig: '输入支付配置 ID 后可修改该配置的绑定',
      empty: '没有设备',
      none: '无',
    },
    qrcodeSet: {
      amount: '金额',
      amountInvalid: '请输入该币种允许位数内的正数金额',
      title: '收款二维码设置',
      load: '读取',
      save: '保存',
      remove: '删除',
      saved: '已保存',
      removed: '已删除',
      notSet: '该设备尚未设置收款二维码',
      confirmRemove: '确定删除收款二维码设置吗？',
      test: {
        title: '测试推送',
        message: '消息',
        notify: '发送',
        notifyAndPrint: '发送并打印',
        sent: '已发送（请求 ID %{requestId}），可在链路流程中查看进度',
      },
    },
  },
  resources: {
    payPush: {
      name: '推送计划',
      fields: {
        serialNum: '序列号',
        configId: '支付配置 ID',
        configName: '支付配置',
        channel: '渠道',
        online: '在线',
        status: '推送状态',
        reason: '不可推送原因',
        pushedAt: '推送时间',
        pushedBy: '推送人',
        pushResult: '结果',
        requestId: '请求 ID',
        deviceStatus: '设备状态',
      },
    },
    payBinding: {
      name: '支付配置绑定',
      fields: {
        serialNum: '序列号',
        configId: '支付配置 ID',
        configName: '支付配置',
        channel: '渠道',
        online: '在线',
        bindType: '绑定方式',
        boundAt: '绑定时间',
        boundBy: '绑定人',
      },
    },
    qrcodeSet: {
      name: '收款二维码',
      fields: {
        serialNum: '序列号',
        qrContent: '二维码内容（URL）',
        amountMode: '金额方式',
        amount: '金额（最小单位）',
        currency: '币种',
        updatedAt: '更新时间',
        updatedBy: '更新人',
      },
    },
  },
};

export default messages;
