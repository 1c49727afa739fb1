/** Messages of the routes part of the devices area. Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  resources: {
    routes: {
      name: ['ルート', '线路', '路線', 'Route'],
      fields: {
        name: ['ルート名', '线路名称', '路線名稱', 'Route name'],
        onlineCount: ['オンライン数', '在线数', '線上數', 'Online'],
        remark: ['説明', '描述', '描述', 'Description'],
      },
    },
  },
  functions: {
    route: {
      view: ['ルートの閲覧', '查看线路', '檢視路線', 'View routes'],
      save: ['ルートの作成', '新建线路', '新增路線', 'Create routes'],
      update: ['ルートの編集', '编辑线路', '編輯路線', 'Edit routes'],
      delete: ['ルートの削除', '删除线路', '刪除路線', 'Delete routes'],
      bind: ['ルートへのデバイスの追加・削除', '线路添加和移除设备', '路線新增和移除設備', 'Add and remove devices on routes'],
    },
  },
  screens: {
    routes: {
      title: ['ルート：%{name}', '线路：%{name}', '路線：%{name}', 'Route: %{name}'],
      info: ['ルート情報', '线路信息', '路線資訊', 'Route'],
      capacity: ['%{count} / %{max} 台', '%{count} / %{max} 台', '%{count} / %{max} 台', '%{count} / %{max} devices'],
      bound: ['このルートのデバイス', '本线路的设备', '本路線的設備', 'Devices on this route'],
      unbound: ['追加できるデバイス', '可添加的设备', '可新增的設備', 'Devices that can be added'],
      filter: ['シリアル番号で絞り込み', '按序列号筛选', '依序號篩選', 'Filter by serial number'],
      filterName: ['名前で絞り込み', '按名称筛选', '依名稱篩選', 'Filter by name'],
      search: ['検索', '搜索', '搜尋', 'Search'],
      selectAll: ['このページをすべて選択', '全选本页', '全選本頁', 'Select all on this page'],
      selectRow: ['%{serialNum} を選択', '选择 %{serialNum}', '選擇 %{serialNum}', 'Select %{serialNum}'],
      bind: [
        '選択したデバイスを追加（%{smart_count}）',
        '添加所选设备（%{smart_count}）',
        '新增所選設備（%{smart_count}）',
        'Add selected devices (%{smart_count})',
      ],
      unbind: [
        '選択したデバイスを削除（%{smart_count}）',
        '移除所选设备（%{smart_count}）',
        '移除所選設備（%{smart_count}）',
        'Remove selected devices (%{smart_count})',
      ],
      unbindTitle: ['ルートからデバイスを削除', '从线路移除设备', '從路線移除設備', 'Remove devices from the route'],
      unbindConfirm: [
        '%{smart_count} 台のデバイスをルート「%{name}」から削除しますか？',
        '确定从线路“%{name}”移除 %{smart_count} 台设备吗？',
        '確定從路線「%{name}」移除 %{smart_count} 台設備嗎？',
        'Remove %{smart_count} device from route "%{name}"? |||| Remove %{smart_count} devices from route "%{name}"?',
      ],
      bindDone: [
        '%{smart_count} 台のデバイスを追加しました',
        '已添加 %{smart_count} 台设备',
        '已新增 %{smart_count} 台設備',
        'Added %{smart_count} device |||| Added %{smart_count} devices',
      ],
      unbindDone: [
        '%{smart_count} 台のデバイスを削除しました',
        '已移除 %{smart_count} 台设备',
        '已移除 %{smart_count} 台設備',
        'Removed %{smart_count} device |||| Removed %{smart_count} devices',
      ],
      full: [
        '1 つのルートに入れられるデバイスは最大 %{max} 台です。あと %{free} 台追加できます',
        '每条线路最多 %{max} 台设备，还可添加 %{free} 台',
        '每條路線最多 %{max} 台設備，還可新增 %{free} 台',
        'A route holds at most %{max} devices: %{free} more can be added',
      ],
      refused: ['該当するデバイス：%{serials}', '相关设备：%{serials}', '相關設備：%{serials}', 'Devices concerned: %{serials}'],
      noBound: ['このルートにデバイスはまだありません', '本线路还没有设备', '本路線還沒有設備', 'No devices on this route yet'],
      noUnbound: ['追加できるデバイスはありません', '没有可添加的设备', '沒有可新增的設備', 'No devices can be added'],
      boundAt: ['追加日時', '添加时间', '新增時間', 'Added'],
      online: ['接続', '连接', '連線', 'Connection'],
    },
  },
} satisfies MessageTable;

export default messages;
