/**
 * Messages of the bespoke screens (src/console/screens/accounts: organisation tree, role editor and permission
 * tree, BD detail and creation, change of one's own password), all under `screens.` so they merge beside the
 * other tables. Field labels, enum values and error messages come from core.ts and the catalogues. Each text is
 * [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  screens: {
    common: {
      all: ['すべて', '全部', '全部', 'All'],
      expandAll: ['すべて展開', '全部展开', '全部展開', 'Expand all'],
      collapseAll: ['すべて折りたたむ', '全部收起', '全部收合', 'Collapse all'],
      retry: ['再試行', '重试', '重試', 'Retry'],
      listSeparator: ['、', '、', '、', ', '],
    },
    orgTree: {
      filters: ['組織の絞り込み', '筛选组织', '篩選組織', 'Filter organisations'],
      searchName: ['組織名で検索', '按组织名称搜索', '依組織名稱搜尋', 'Search by name'],
      treeLabel: ['組織ツリー', '组织树', '組織樹', 'Organisation tree'],
      empty: ['条件に一致する組織はありません', '没有符合条件的组织', '沒有符合條件的組織', 'No organisation matches'],
      matches: [
        '%{smart_count} 件の組織が一致しました',
        '匹配到 %{smart_count} 个组织',
        '符合 %{smart_count} 個組織',
        '%{smart_count} organisation matches |||| %{smart_count} organisations match',
      ],
      detail: ['組織の詳細', '组织详情', '組織詳情', 'Organisation details'],
      noSelection: ['ツリーから組織を選択してください', '请在树中选择一个组织', '請在樹中選擇一個組織', 'Select an organisation in the tree'],
      childCount: ['直下の組織数', '直属下级组织数', '直屬下級組織數', 'Direct sub-organisations'],
      descendantCount: ['配下の組織数（全階層）', '全部下级组织数', '全部下級組織數', 'All sub-organisations'],
      children: ['直下の組織', '直属下级组织', '直屬下級組織', 'Direct sub-organisations'],
      addChild: ['下位組織を追加', '添加下级组织', '新增下級組織', 'Add sub-organisation'],
      allowedTypes: ['追加できる種類：%{types}', '可添加的类型：%{types}', '可新增的類型：%{types}', 'Types that can be added: %{types}'],
      addTitle: ['「%{name}」の下位組織を追加', '在“%{name}”下添加组织', '在「%{name}」下新增組織', 'Add an organisation under "%{name}"'],
      parentIs: ['上位組織：%{name}（%{type}）', '上级组织：%{name}（%{type}）', '上級組織：%{name}（%{type}）', 'Parent: %{name} (%{type})'],
      editTitle: ['「%{name}」を編集', '编辑“%{name}”', '編輯「%{name}」', 'Edit "%{name}"'],
      disableHint: [
        '下位組織やユーザーがある組織は、それらが有効か無効かにかかわらず無効にできません。',
        '有下级组织或用户的组织不能禁用（无论它们是否启用）。',
        '有下級組織或使用者的組織不能停用（無論它們是否啟用）。',
        'An organisation that has sub-organisations or users cannot be disabled, whether or not they are enabled.',
      ],
      enableHint: [
        '上位組織が無効の間は有効にできません。上の階層から先に有効にしてください。',
        '上级组织禁用时不能启用，请先从上层开始启用。',
        '上級組織停用時不能啟用，請先從上層開始啟用。',
        'An organisation cannot be enabled while its parent is disabled: enable from the top down.',
      ],
      cannotDisable: [
        '下位組織：%{children} 件、ユーザー：%{users} 人（無効のものも含む）。下位組織やユーザーがある組織は無効にできません。',
        '下级组织：%{children} 个，用户：%{users} 个（含已禁用的）。有下级组织或用户的组织不能禁用。',
        '下級組織：%{children} 個，使用者：%{users} 個（含已停用的）。有下級組織或使用者的組織不能停用。',
        'Sub-organisations: %{children}, users: %{users} (disabled ones included). An organisation with sub-organisations or users cannot be disabled.',
      ],
      cannotEnable: [
        '上位組織「%{name}」が無効です。先に上位組織を有効にしてください。',
        '上级组织“%{name}”已禁用，请先启用上级组织。',
        '上級組織「%{name}」已停用，請先啟用上級組織。',
        'Its parent "%{name}" is disabled: enable the parent first.',
      ],
    },
    permissions: {
      selected: [
        '%{smart_count} 件の権限を選択中',
        '已选择 %{smart_count} 项权限',
        '已選擇 %{smart_count} 項權限',
        '%{smart_count} permission selected |||| %{smart_count} permissions selected',
      ],
      selectAll: ['すべて選択', '全选', '全選', 'Select all'],
      clear: ['選択を解除', '清除选择', '清除選擇', 'Clear'],
      platformOnly: ['プラットフォーム専用', '仅限平台', '僅限平台', 'Platform only'],
      notGrantable: ['付与権限なし', '无授予权限', '無授予權限', 'Not yours to grant'],
      help: [
        'メニューにチェックを入れると、その配下の機能もすべて選択されます。自分が持っていない権限は付与できません。',
        '勾选菜单会同时勾选其下所有功能。不能授予自己没有的权限。',
        '勾選選單會同時勾選其下所有功能。不能授予自己沒有的權限。',
        'Checking a menu checks every function under it. You cannot grant a permission you do not hold.',
      ],
    },
    roleDetail: {
      title: ['ロール：%{name}', '角色：%{name}', '角色：%{name}', 'Role: %{name}'],
      info: ['ロール情報', '角色信息', '角色資訊', 'Role'],
      granted: [
        '%{smart_count} 件の機能を付与',
        '已授予 %{smart_count} 项功能',
        '已授予 %{smart_count} 項功能',
        '1 function granted |||| %{smart_count} functions granted',
      ],
      none: ['このロールには権限がありません', '该角色没有任何权限', '此角色沒有任何權限', 'This role grants nothing'],
      deleteContent: [
        'ロール「%{name}」を削除します。下位ロールがあるロールや、ユーザーに割り当てられているロールは削除できません。',
        '将删除角色“%{name}”。有下级角色或已分配给用户的角色不能删除。',
        '將刪除角色「%{name}」。有下級角色或已分配給使用者的角色不能刪除。',
        'The role "%{name}" will be deleted. A role with sub-roles or given to users cannot be deleted.',
      ],
    },
    bd: {
      title: ['BD：%{name}（%{account}）', 'BD：%{name}（%{account}）', 'BD：%{name}（%{account}）', 'BD: %{name} (%{account})'],
      info: ['BD情報', 'BD信息', 'BD資訊', 'BD details'],
      managed: ['担当組織', '负责的组织', '負責的組織', 'Organisations managed'],
      noOrgs: ['担当している組織はありません', '暂无负责的组织', '目前沒有負責的組織', 'This BD manages no organisation'],
      boundAt: ['割り当て日時', '绑定时间', '綁定時間', 'Bound at'],
      bind: ['組織を割り当て', '绑定组织', '綁定組織', 'Bind organisations'],
      bindTitle: ['%{name} に組織を割り当て', '为 %{name} 绑定组织', '為 %{name} 綁定組織', 'Bind organisations to %{name}'],
      bindHelp: [
        'サービスプロバイダー「%{provider}」配下の組織から選択してください。他のBDが担当している組織は「交代」で切り替えます。',
        '请从服务商“%{provider}”下的组织中选择。已由其他BD负责的组织请使用“更换”。',
        '請從服務商「%{provider}」下的組織中選擇。已由其他BD負責的組織請使用「更換」。',
        'Pick organisations under the service provider "%{provider}". An organisation another BD manages is switched with "Replace".',
      ],
      pickOrgs: ['割り当てる組織', '要绑定的组织', '要綁定的組織', 'Organisations to bind'],
      alreadyBound: ['担当中', '已负责', '已負責', 'Managed'],
      heldByOther: [
        '他のBDが担当中（「交代」で切り替え）',
        '由其他BD负责（请用“更换”切换）',
        '由其他BD負責（請用「更換」切換）',
        'Managed by another BD (use Replace)',
      ],
      bindSubmit: ['%{smart_count} 件を割り当て', '绑定 %{smart_count} 个', '綁定 %{smart_count} 個', 'Bind %{smart_count} |||| Bind %{smart_count}'],
      tooMany: [
        '一度に割り当てられるのは %{max} 件までです',
        '一次最多绑定 %{max} 个组织',
        '一次最多綁定 %{max} 個組織',
        'At most %{max} organisations can be bound at once',
      ],
      nothingToBind: ['割り当てできる組織がありません', '没有可绑定的组织', '沒有可綁定的組織', 'There is no organisation to bind'],
      bound: [
        '%{smart_count} 件の組織を割り当てました',
        '已绑定 %{smart_count} 个组织',
        '已綁定 %{smart_count} 個組織',
        '%{smart_count} organisation bound |||| %{smart_count} organisations bound',
      ],
      disabledHint: [
        'このBDのアカウントは無効のため、組織を割り当てられません。',
        '该BD的账号已禁用，不能绑定组织。',
        '此BD的帳號已停用，不能綁定組織。',
        "This BD's account is disabled: organisations cannot be bound to it.",
      ],
      replace: ['交代', '更换', '更換', 'Replace'],
      replaceOn: ['「%{name}」の担当BDを交代', '更换“%{name}”的负责BD', '更換「%{name}」的負責BD', 'Replace the BD of "%{name}"'],
      replaceTitle: ['「%{name}」の担当BDを交代', '更换“%{name}”的负责BD', '更換「%{name}」的負責BD', 'Replace the BD of "%{name}"'],
      replaceHelp: [
        '%{name} の代わりに担当する、同じ職位（%{rank}）の有効なBDを選択してください。',
        '请选择一位职级相同（%{rank}）且已启用的BD来接替 %{name}。',
        '請選擇一位職級相同（%{rank}）且已啟用的BD來接替 %{name}。',
        'Pick an enabled BD of the same rank (%{rank}) to take over from %{name}.',
      ],
      newBd: ['新しい担当BD', '新的负责BD', '新的負責BD', 'New BD'],
      noSameRank: ['同じ職位の有効なBDがいません', '没有职级相同且已启用的BD', '沒有職級相同且已啟用的BD', 'No enabled BD of the same rank'],
      outOfReach: [
        'この組織はサービスプロバイダーの配下ではないため担当できません',
        '该组织不在其服务商之下，不能负责',
        '此組織不在其服務商之下，無法負責',
        'this organisation is outside its service provider',
      ],
      replaced: [
        '「%{name}」の担当を %{bd} に交代しました',
        '“%{name}”的负责BD已更换为 %{bd}',
        '「%{name}」的負責BD已更換為 %{bd}',
        '"%{name}" is now managed by %{bd}',
      ],
    },
    bdCreate: {
      modes: ['BDの作成方法', '创建BD的方式', '建立BD的方式', 'How to create the BD'],
      newAccount: ['新しいアカウント', '新建账号', '新建帳號', 'New account'],
      promote: ['既存ユーザーをBDにする', '将现有用户设为BD', '將現有使用者設為BD', 'Make an existing user a BD'],
      newHelp: [
        'BD用のアカウントを新しく作成します。所属はサービスプロバイダーから選択します。',
        '为BD新建一个账号，所属组织从服务商中选择。',
        '為BD新建一個帳號，所屬組織從服務商中選擇。',
        'Creates a new account for the BD; its organisation is a service provider.',
      ],
      promoteHelp: [
        'サービスプロバイダーに所属する既存のユーザーをBDにします。',
        '将服务商下的现有用户设为BD。',
        '將服務商下的現有使用者設為BD。',
        'Makes an existing user of a service provider a BD.',
      ],
      user: ['ユーザー', '用户', '使用者', 'User'],
      roleOf: ['%{org} のロール', '%{org} 的角色', '%{org} 的角色', 'Role of %{org}'],
      notProvider: [
        'サービスプロバイダー所属ではないため選択できません',
        '不属于服务商，不能选择',
        '不屬於服務商，無法選擇',
        'Not of a service provider: cannot be chosen',
      ],
    },
    password: {
      title: ['パスワード変更', '修改密码', '變更密碼', 'Change password'],
      account: ['アカウント：%{account}', '账号：%{account}', '帳號：%{account}', 'Account: %{account}'],
      oldPassword: ['現在のパスワード', '当前密码', '目前密碼', 'Current password'],
      newPassword: ['新しいパスワード', '新密码', '新密碼', 'New password'],
      confirmPassword: ['新しいパスワード（確認）', '确认新密码', '確認新密碼', 'Confirm new password'],
      rule: [
        '8〜32文字の半角英数字・記号（空白は使えません）',
        '8～32 位半角字母、数字或符号（不能含空格）',
        '8～32 個半形英文字母、數字或符號（不能含空白）',
        '8 to 32 letters, digits or symbols (no spaces)',
      ],
      submit: ['変更する', '修改', '變更', 'Change'],
      changed: [
        'パスワードを変更しました。他の端末のログインは終了しました',
        '密码已修改，其他设备上的登录已退出',
        '密碼已變更，其他裝置上的登入已登出',
        'Password changed. Your other sessions have been signed out',
      ],
    },
  },
} satisfies MessageTable;

export default messages;
