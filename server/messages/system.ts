import { localised, type EnglishTwin } from '../i18n';

/** Answers of the system-administration routes: users, roles, menus and grants, logs, managed lists. */
const chinese = {
  usernameTaken: '用户账号已存在',
  usernameRule: '用户账号只允许字母、数字、下划线，长度4到32个字符',
  usernameFixed: '用户账号不可修改',
  /** The account settings page's self-edit (JeecgBoot's `/sys/user/login/setting/userEdit`). */
  selfNotFound: '未找到该用户数据',
  selfOnly: '只能修改自己的数据',
  selfEdited: '更新个人信息成功',
  phoneTaken: '手机号已存在',
  emailTaken: '邮箱已存在',
  workNoTaken: '工号已存在',
  checkOnlyUserNothing: '请指定要校验的字段：username、phone、email 或 workNo',
  unknownRole: '所选角色不存在',
  unknownDepart: '所选部门不存在',
  unknownTenant: '所选租户不存在',
  unknownPosition: '所选职务不存在',
  unknownPermission: '所选菜单权限不存在',
  userNotFound: '用户不存在！',
  userHasNoRole: '未找到用户相关角色信息',
  notOnYourself: '不能对当前登录用户执行此操作',
  ownPasswordThroughUpdate: '请通过“修改密码”修改自己的密码',
  passwordChanged: '密码修改成功!',
  userDeleted: '删除用户成功',
  usersDeleted: '批量删除用户成功',

  /** Refusals of the escalation guard (code 510): nobody grants more than they hold. */
  beyondOwnGrants: '不能授予自己未拥有的权限',
  roleBeyondOwnGrants: '不能分配权限超出自己的角色',
  userBeyondOwnGrants: '不能管理权限高于自己的用户',
  codeBeyondOwnGrants: '不能设置或修改自己未拥有的按钮权限编码',

  noRoles: '未找到角色信息',
  roleNotFound: '角色不存在',
  roleCodeTaken: '角色编码已存在',
  roleDeleted: '删除角色成功',
  adminRoleProtected: '系统管理员角色不能删除、改编码或由非管理员授权',
  lastAdministrator: '不能移除系统管理员角色的最后一个用户',
  /** JeecgBoot's answer when the users to remove from a department are not in it. */
  userNotInDepart: '当前选中部门与用户无关联关系!',

  permissionParentRequired: '子菜单和按钮必须选择上级菜单',
  permissionParentUnknown: '上级菜单不存在或是按钮',
  permissionParentLoop: '上级菜单不能是自己或自己的下级',
  /** `url` (访问路径) and `redirect` (默认跳转地址) of a menu entry: never a script or another scheme. */
  menuAddressInvalid: (field: string) =>
    `${field}只能是以 / 开头的路径、http(s) 网址，或以 {{ window._CONFIG['domianURL'] }} 开头的地址`,
  menuComponentInvalid: '前端组件只能由字母、数字、下划线、点、斜杠和短横线组成',

  logCleared: '清除成功!',
  /** JeecgBoot answers the visit figures with this message; clients ignore it. */
  loginfoMessage: '登录成功',

  gatewayDefinitions: '断言和过滤器应为 [{ name, args }] 形式的 JSON 数组',
  routerIdTaken: '路由ID已存在',
  dataSourceCodeTaken: '数据源编码已存在',

  /** Reasons an imported row of a system list is refused (written into the error workbook). */
  sheetRequired: (title: string) => `${title}不能为空`,
  sheetTooLong: (title: string, max: number) => `${title}最多${max}个字符`,
  sheetUnknownItem: (title: string, text: string) => `${title}「${text}」不是可选的值`,
  sheetTaken: (title: string, value: string) => `${title}「${value}」已存在`,
  sheetRepeated: (title: string, value: string) => `${title}「${value}」在文件中重复`,
  sheetNoColumns: '表头中没有可导入的列',
  sheetBirthday: '生日须为日期（YYYY-MM-DD）',
  sheetPhone: '手机号码只能包含数字、加号、减号和空格',
  sheetEmail: '电子邮件格式不正确',

  addSucceeded: '添加成功！',
  editSucceeded: '修改成功!',
  updated: '更新成功！',
  saved: '保存成功！',
  deleted: '删除成功!',
  operationSucceeded: '操作成功!',
  notFound: '未找到对应实体',
  idsRequired: '参数不识别！',

  /** The data log (JeecgBoot's SysDataLogController wording where it has one). */
  noDataVersions: '未找到版本信息',
  dataLogNotFound: '未找到对应数据',
} as const;

const english: EnglishTwin<typeof chinese> = {
  usernameTaken: 'This username already exists',
  usernameRule: 'A username holds letters, digits and underscores only, 4 to 32 characters',
  usernameFixed: 'The username cannot be changed',
  selfNotFound: 'This user was not found',
  selfOnly: 'Only your own data can be changed',
  selfEdited: 'Personal details updated',
  phoneTaken: 'This phone number already exists',
  emailTaken: 'This email already exists',
  workNoTaken: 'This work number already exists',
  checkOnlyUserNothing: 'Please name the field to check: username, phone, email or workNo',
  unknownRole: 'The chosen role does not exist',
  unknownDepart: 'The chosen department does not exist',
  unknownTenant: 'The chosen tenant does not exist',
  unknownPosition: 'The chosen position does not exist',
  unknownPermission: 'The chosen menu permission does not exist',
  userNotFound: 'User not found!',
  userHasNoRole: 'No roles found for this user',
  notOnYourself: 'This cannot be done to the signed-in user',
  ownPasswordThroughUpdate: 'Please change your own password through "Change password"',
  passwordChanged: 'Password changed!',
  userDeleted: 'User deleted',
  usersDeleted: 'Users deleted',

  beyondOwnGrants: 'You cannot grant permissions you do not hold',
  roleBeyondOwnGrants: 'You cannot assign permissions beyond your own roles',
  userBeyondOwnGrants: 'You cannot manage a user with more permissions than yours',
  codeBeyondOwnGrants: 'You cannot set or change a button permission code you do not hold',

  noRoles: 'No roles found',
  roleNotFound: 'Role not found',
  roleCodeTaken: 'This role code already exists',
  roleDeleted: 'Role deleted',
  adminRoleProtected: 'The system administrator role cannot be deleted, recoded or granted by a non-administrator',
  lastAdministrator: 'The last user of the system administrator role cannot be removed',
  userNotInDepart: 'The chosen department has no relation to these users!',

  permissionParentRequired: 'Submenus and buttons need a parent menu',
  permissionParentUnknown: 'The parent menu does not exist or is a button',
  permissionParentLoop: 'The parent menu cannot be the entry itself or one below it',
  menuAddressInvalid: (field) =>
    `${field} must be a path starting with /, an http(s) address, or an address starting with {{ window._CONFIG['domianURL'] }}`,
  menuComponentInvalid: 'A front-end component holds letters, digits, underscores, dots, slashes and hyphens only',

  logCleared: 'Cleared!',
  loginfoMessage: 'Signed in',

  gatewayDefinitions: 'Predicates and filters must be a JSON array of { name, args }',
  routerIdTaken: 'This route ID already exists',
  dataSourceCodeTaken: 'This data source code already exists',

  sheetRequired: (title) => `${title} is required`,
  sheetTooLong: (title, max) => `${title} has at most ${max} characters`,
  sheetUnknownItem: (title, text) => `${title} "${text}" is not one of the choices`,
  sheetTaken: (title, value) => `${title} "${value}" already exists`,
  sheetRepeated: (title, value) => `${title} "${value}" appears more than once in the file`,
  sheetNoColumns: 'The header has no columns that can be imported',
  sheetBirthday: 'The birthday must be a date (YYYY-MM-DD)',
  sheetPhone: 'A phone number holds digits, plus, minus and spaces only',
  sheetEmail: 'The email is not in the right format',

  addSucceeded: 'Added!',
  editSucceeded: 'Changed!',
  updated: 'Updated!',
  saved: 'Saved!',
  deleted: 'Deleted!',
  operationSucceeded: 'Done!',
  notFound: 'No such record',
  idsRequired: 'Parameters not recognised!',

  noDataVersions: 'No versions found',
  dataLogNotFound: 'No such data',
};

export const systemMessages = localised(chinese, english);
