/** Messages of the routes part of the devices area in zh-TW: the same keys as ./ja.ts (a missing one is a type error). */
import type { RoutesMessages } from './ja';

const messages: RoutesMessages = {
  resources: {
    routes: {
      name: '路線',
      fields: {
        name: '路線名稱',
        onlineCount: '線上數',
        remark: '描述',
      },
    },
  },
  functions: {
    route: {
      view: '檢視路線',
      save: '新增路線',
      update: '編輯路線',
      delete: '刪除路線',
      bind: '路線新增和移除設備',
    },
  },
  screens: {
    routes: {
      title: '路線：%{name}',
      info: '路線資訊',
      capacity: '%{count} / %{max} 台',
      bound: '本路線的設備',
      unbound: '可新增的設備',
      filter: '依序號篩選',
      filterName: '依名稱篩選',
      search: '搜尋',
      selectAll: '全選本頁',
      selectRow: '選擇 %{serialNum}',
      bind: '新增所選設備（%{smart_count}）',
      unbind: '移除所選設備（%{smart_count}）',
      unbindTitle: '從路線移除設備',
      unbindConfirm: '確定從路線「%{name}」移除 %{smart_count} 台設備嗎？',
      bindDone: '已新增 %{smart_count} 台設備',
      unbindDone: '已移除 %{smart_count} 台設備',
      full: '每條路線最多 %{max} 台設備，還可新增 %{free} 台',
      refused: '相關設備：%{serials}',
      noBound: '本路線還沒有設備',
      noUnbound: '沒有可新增的設備',
      boundAt: '新增時間',
      online: '連線',
    },
  },
};

export default messages;
