/** Messages of the routes part of the devices area in zh-CN: the same keys as ./ja.ts (a missing one is a type error). */
import type { RoutesMessages } from './ja';

const messages: RoutesMessages = {
  resources: {
    routes: {
      name: '线路',
      fields: {
        name: '线路名称',
        onlineCount: '在线数',
        remark: '描述',
      },
    },
  },
  functions: {
    route: {
      view: '查看线路',
      save: '新建线路',
      update: '编辑线路',
      delete: '删除线路',
      bind: '线路添加和移除设备',
    },
  },
  screens: {
    routes: {
      title: '线路：%{name}',
      info: '线路信息',
      capacity: '%{count} / %{max} 台',
      bound: '本线路的设备',
      unbound: '可添加的设备',
      filter: '按序列号筛选',
      filterName: '按名称筛选',
      search: '搜索',
      selectAll: '全选本页',
      selectRow: '选择 %{serialNum}',
      bind: '添加所选设备（%{smart_count}）',
      unbind: '移除所选设备（%{smart_count}）',
      unbindTitle: '从线路移除设备',
      unbindConfirm: '确定从线路“%{name}”移除 %{smart_count} 台设备吗？',
      bindDone: '已添加 %{smart_count} 台设备',
      unbindDone: '已移除 %{smart_count} 台设备',
      full: '每条线路最多 %{max} 台设备，还可添加 %{free} 台',
      refused: '相关设备：%{serials}',
      noBound: '本线路还没有设备',
      noUnbound: '没有可添加的设备',
      boundAt: '添加时间',
      online: '连接',
    },
  },
};

export default messages;
