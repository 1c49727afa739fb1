/**
 * Messages of the bespoke screens (src/console/screens/accounts: organisation tree, role editor and
 * permission tree, BD detail and creation, change of one's own password), all under `screens.` so they
 * merge beside the other tables. Field labels, enum values and error messages come from app/ and the
 * catalogues. Japanese is the reference: the other languages beside it must have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  screens: {
    common: {
      all: 'すべて',
      expandAll: 'すべて展開',
      collapseAll: 'すべて折りたたむ',
      retry: '再試行',
      listSeparator: '、',
    },
    orgTree: {
      filters: '組織の絞り込み',
      searchName: '組織名で検索',
      treeLabel: '組織ツリー',
      empty: '条件に一致する組織はありません',
      matches: '%{smart_count} 件の組織が一致しました',
      detail: '組織の詳細',
      noSelection: 'ツリーから組織を選択してください',
      childCount: '直下の組織数',
      descendantCount: '配下の組織数（全階層）',
      children: '直下の組織',
      addChild: '下位組織を追加',
      allowedTypes: '追加できる種類：%{types}',
      addTitle: '「%{name}」の下位組織を追加',
      parentIs: '上位組織：%{name}（%{type}）',
      editTitle: '「%{name}」を編集',
      disableHint: '有効な下位組織や有効なユーザーがある組織は無効にできません。下の階層から先に無効にしてください。',
      enableHint: '上位組織が無効の間は有効にできません。上の階層から先に有効にしてください。',
      cannotDisable: '有効な下位組織が %{children} 件、有効なユーザーが %{users} 人います。先にそれらを無効にしてください（下の階層から）。',
      cannotEnable: '上位組織「%{name}」が無効です。先に上位組織を有効にしてください。',
    },
    permissions: {
      selected: '%{smart_count} 件の権限を選択中',
      selectAll: 'すべて選択',
      clear: '選択を解除',
      platformOnly: 'プラットフォーム専用',
      notGrantable: '付与権限なし',
      help: 'メニューにチェックを入れると、その配下の機能もすべて選択されます。自分が持っていない権限は付与できません。',
    },
    roleDetail: {
      title: 'ロール：%{name}',
      info: 'ロール情報',
      granted: '%{smart_count} 件の機能を付与',
      none: 'このロールには権限がありません',
      deleteContent: 'ロール「%{name}」を削除します。下位ロールがあるロールや、ユーザーに割り当てられているロールは削除できません。',
    },
    bd: {
      title: 'BD：%{name}（%{account}）',
      info: 'BD情報',
      managed: '担当組織',
      noOrgs: '担当している組織はありません',
      boundAt: '割り当て日時',
      bind: '組織を割り当て',
      bindTitle: '%{name} に組織を割り当て',
      bindHelp: 'サービスプロバイダー「%{provider}」配下の組織から選択してください。他のBDが担当している組織は「交代」で切り替えます。',
      pickOrgs: '割り当てる組織',
      alreadyBound: '担当中',
      heldByOther: '他のBDが担当中（「交代」で切り替え）',
      bindSubmit: '%{smart_count} 件を割り当て',
      tooMany: '一度に割り当てられるのは %{max} 件までです',
      nothingToBind: '割り当てできる組織がありません',
      bound: '%{smart_count} 件の組織を割り当てました',
      disabledHint: 'このBDのアカウントは無効のため、組織を割り当てられません。',
      replace: '交代',
      replaceOn: '「%{name}」の担当BDを交代',
      replaceTitle: '「%{name}」の担当BDを交代',
      replaceHelp: '%{name} の代わりに担当する、同じ職位（%{rank}）の有効なBDを選択してください。',
      newBd: '新しい担当BD',
      noSameRank: '同じ職位の有効なBDがいません',
      outOfReach: 'この組織はサービスプロバイダーの配下ではないため担当できません',
      replaced: '「%{name}」の担当を %{bd} に交代しました',
    },
    bdCreate: {
      modes: 'BDの作成方法',
      newAccount: '新しいアカウント',
      promote: '既存ユーザーをBDにする',
      newHelp: 'BD用のアカウントを新しく作成します。所属はサービスプロバイダーから選択します。',
      promoteHelp: 'サービスプロバイダーに所属する既存のユーザーをBDにします。',
      user: 'ユーザー',
      roleOf: '%{org} のロール',
      notProvider: 'サービスプロバイダー所属ではないため選択できません',
    },
    password: {
      title: 'パスワード変更',
      account: 'アカウント：%{account}',
      oldPassword: '現在のパスワード',
      newPassword: '新しいパスワード',
      confirmPassword: '新しいパスワード（確認）',
      rule: '8〜32文字の半角英数字・記号（空白は使えません）',
      submit: '変更する',
      changed: 'パスワードを変更しました。他の端末のログインは終了しました',
    },
  },
};

export type ScreenMessages = Shape<typeof messages>;

export default messages;
