/**
 * Messages of the routes part of the devices area. Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  resources: {
    routes: {
      name: 'ルート',
      fields: {
        name: 'ルート名',
        onlineCount: 'オンライン数',
        remark: '説明',
      },
    },
  },
  functions: {
    route: {
      view: 'ルートの閲覧',
      save: 'ルートの作成',
      update: 'ルートの編集',
      delete: 'ルートの削除',
      bind: 'ルートへのデバイスの追加・削除',
    },
  },
  screens: {
    routes: {
      title: 'ルート：%{name}',
      info: 'ルート情報',
      capacity: '%{count} / %{max} 台',
      bound: 'このルートのデバイス',
      unbound: '追加できるデバイス',
      filter: 'シリアル番号で絞り込み',
      filterName: '名前で絞り込み',
      search: '検索',
      selectAll: 'このページをすべて選択',
      selectRow: '%{serialNum} を選択',
      bind: '選択したデバイスを追加（%{smart_count}）',
      unbind: '選択したデバイスを削除（%{smart_count}）',
      unbindTitle: 'ルートからデバイスを削除',
      unbindConfirm: '%{smart_count} 台のデバイスをルート「%{name}」から削除しますか？',
      bindDone: '%{smart_count} 台のデバイスを追加しました',
      unbindDone: '%{smart_count} 台のデバイスを削除しました',
      full: '1 つのルートに入れられるデバイスは最大 %{max} 台です。あと %{free} 台追加できます',
      refused: '該当するデバイス：%{serials}',
      noBound: 'このルートにデバイスはまだありません',
      noUnbound: '追加できるデバイスはありません',
      boundAt: '追加日時',
      online: '接続',
    },
  },
};

export type RoutesMessages = Shape<typeof messages>;

export default messages;
