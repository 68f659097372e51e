import { defineCatalogue } from '../catalogue';
import { registerCatalogue } from '../translate';

// zh-CN texts are the specification's own wording, punctuation included (half-width `!` in
// some, full-width `！` in others, exactly as the product shows them).
export const validationMessages = defineCatalogue({
  'zh-CN': {
    'validation.required': '此项为必填项',
    'validation.invalid': '格式不正确',
    'validation.serverCheckFailed': '校验失败',

    'validation.mobile.required': '请输入手机号',
    'validation.mobile.invalid': '请输入正确手机号',
    'validation.username.required': '请输入用户名',
    'validation.username.characters': '只允许字母、数字、下划线',
    'validation.username.length': '长度6到18个字符',
    'validation.email.invalid': '邮箱格式不正确',

    'validation.naturalNumber': '请输入自然数',
    'validation.englishLetters': '请输入英文字符',
    'validation.landline': '请输入正确的座机号',
    'validation.bankCard': '请输入正确的银行卡号码',
    'validation.idNumber': '请输入正确的证件号码',
    'validation.idCard': '请输入正确的身份证号码',
    'validation.qq': '请输入正确的QQ号码',
    'validation.httpUrl': '请输入以http和https开头的网址',
    'validation.alphanumericUpTo20': '请输入20位以内的英文字符和数字',
    'validation.lettersAndSpaces': '请输入2到100位的中英文字符和空格',
    'validation.digitsAndLineFeeds': '请输入数字和换行符',
    'validation.upTo255Chars': '请输入255位以内的字符',

    'validation.minLength': '最小长度{n}位字符',
    'validation.maxLength': '最大长度{n}位字符',
    'validation.minSelected': '最少选择{n}项',
    'validation.maxSelected': '最多选择{n}项',

    'validation.password.oldRequired': '请输入旧密码!',
    'validation.password.newRequired': '请输入新密码!',
    'validation.password.confirmRequired': '请确认新密码!',
    'validation.password.mismatch': '两次输入的密码不一样！',
    'validation.password.noUser': '当前系统无登录用户!',

    'validation.clickTooFast': '你点击的太快了，请慢点点击!',

    'validation.cell.required': '{title}不能为空',
    'validation.cell.digits6to16': '{title}必须是6到16位数字',
    'validation.cell.chars6to16': '{title}必须是6到16位任意字符',
    'validation.cell.letters6to18': '{title}必须是6到18位字母',
    'validation.cell.url': '{title}必须是网址',
    'validation.cell.email': '{title}必须是电子邮件',
    'validation.cell.mobile': '{title}必须是手机号码',
    'validation.cell.postalCode': '{title}必须是邮政编码',
    'validation.cell.letters': '{title}必须是字母',
    'validation.cell.number': '{title}必须是数字',
    'validation.cell.integer': '{title}必须是整数',
    'validation.cell.money': '{title}必须是金额',
    'validation.cell.unique': '{title}不能重复',
    'validation.cell.invalid': '{title}格式不正确',
  },
  en: {
    'validation.required': 'This field is required',
    'validation.invalid': 'Invalid format',
    'validation.serverCheckFailed': 'The check failed',

    'validation.mobile.required': 'Please enter a mobile number',
    'validation.mobile.invalid': 'Please enter a valid mobile number',
    'validation.username.required': 'Please enter a username',
    'validation.username.characters': 'Only letters, digits and underscores are allowed',
    'validation.username.length': 'Length 6 to 18 characters',
    'validation.email.invalid': 'Invalid e-mail address',

    'validation.naturalNumber': 'Please enter a natural number',
    'validation.englishLetters': 'Please enter English letters',
    'validation.landline': 'Please enter a valid landline number',
    'validation.bankCard': 'Please enter a valid bank card number',
    'validation.idNumber': 'Please enter a valid identification number',
    'validation.idCard': 'Please enter a valid ID card number',
    'validation.qq': 'Please enter a valid QQ number',
    'validation.httpUrl': 'Please enter a web address starting with http or https',
    'validation.alphanumericUpTo20': 'Please enter up to 20 English letters and digits',
    'validation.lettersAndSpaces': 'Please enter 2 to 100 Chinese or English letters and spaces',
    'validation.digitsAndLineFeeds': 'Please enter digits and line feeds only',
    'validation.upTo255Chars': 'Please enter at most 255 characters',

    'validation.minLength': 'At least {n} characters',
    'validation.maxLength': 'At most {n} characters',
    'validation.minSelected': 'Select at least {n} items',
    'validation.maxSelected': 'Select at most {n} items',

    'validation.password.oldRequired': 'Please enter the old password!',
    'validation.password.newRequired': 'Please enter the new password!',
    'validation.password.confirmRequired': 'Please confirm the new password!',
    'validation.password.mismatch': 'The two passwords do not match!',
    'validation.password.noUser': 'No user is signed in!',

    'validation.clickTooFast': 'You are clicking too fast, please slow down!',

    'validation.cell.required': '{title} must not be empty',
    'validation.cell.digits6to16': '{title} must be 6 to 16 digits',
    'validation.cell.chars6to16': '{title} must be 6 to 16 characters',
    'validation.cell.letters6to18': '{title} must be 6 to 18 letters',
    'validation.cell.url': '{title} must be a web address',
    'validation.cell.email': '{title} must be an e-mail address',
    'validation.cell.mobile': '{title} must be a mobile number',
    'validation.cell.postalCode': '{title} must be a postal code',
    'validation.cell.letters': '{title} must be letters',
    'validation.cell.number': '{title} must be a number',
    'validation.cell.integer': '{title} must be an integer',
    'validation.cell.money': '{title} must be an amount',
    'validation.cell.unique': '{title} must not repeat',
    'validation.cell.invalid': '{title} is not valid',
  },
});

// Registered as this module loads: importing it is what puts these texts in a widget's bundle.
registerCatalogue(validationMessages);
