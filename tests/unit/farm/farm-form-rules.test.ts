import { describe, expect, it } from 'vitest';
import type { FarmField } from '../../../console/pages/farm/farm-declaration';
import {
  farmFieldError,
  farmFormBody,
  farmFormErrors,
  farmFormValues,
} from '../../../console/pages/farm/farm-form-rules';
import { orderActionsFor } from '../../../console/pages/farm/order-flow';

const phone: FarmField = {
  name: 'farmerPhone',
  title: '联系电话',
  kind: 'text',
  view: 'text',
  length: 20,
  required: true,
  patternRegex: '^1[34578]\\d{9}$',
  patternMessage: '请输入正确的手机号码!',
};
const area: FarmField = {
  name: 'workArea',
  title: '作业面积(亩)',
  kind: 'number',
  view: 'number',
  required: true,
  min: 0.1,
  max: 100000,
};
const count: FarmField = { name: 'seats', title: '座位', kind: 'number', view: 'number', integer: true };
const status: FarmField = {
  name: 'status',
  title: '订单状态',
  kind: 'text',
  view: 'list',
  dict: 'farm_order_status',
  required: true,
};
const day: FarmField = { name: 'orderDate', title: '预约日期', kind: 'date', view: 'date' };
const remark: FarmField = { name: 'remark', title: '备注', kind: 'text', view: 'textarea', length: 5 };

describe('farm form rules', () => {
  it('asks to enter a typed field and to choose a picked one', () => {
    expect(farmFieldError(phone, '  ')).toEqual({ key: 'farm.rule.required', params: { title: '联系电话' } });
    expect(farmFieldError(status, '')).toEqual({ key: 'farm.rule.choose', params: { title: '订单状态' } });
    expect(farmFieldError(remark, '')).toBeUndefined();
  });

  it('applies the declared pattern with its message', () => {
    expect(farmFieldError(phone, '12345')).toEqual({ text: '请输入正确的手机号码!' });
    expect(farmFieldError(phone, '13812345678')).toBeUndefined();
  });

  it('checks numbers, whole numbers and the declared limits', () => {
    expect(farmFieldError(area, 'abc')).toMatchObject({ key: 'farm.rule.number' });
    expect(farmFieldError(area, '0')).toEqual({ key: 'farm.rule.min', params: { title: '作业面积(亩)', n: 0.1 } });
    expect(farmFieldError(area, '100001')).toMatchObject({ key: 'farm.rule.max' });
    expect(farmFieldError(area, '12.5')).toBeUndefined();
    expect(farmFieldError(count, '2.5')).toMatchObject({ key: 'farm.rule.integer' });
  });

  it('checks dates and lengths', () => {
    expect(farmFieldError(day, '2024/09/25')).toMatchObject({ key: 'farm.rule.date' });
    expect(farmFieldError(day, '2024-09-25')).toBeUndefined();
    expect(farmFieldError(remark, '123456')).toEqual({ key: 'validation.maxLength', params: { n: 5 } });
  });

  it('collects every refused field and builds the request body', () => {
    const fields = [phone, area, remark];
    const values = farmFormValues(fields, { id: 'r1', farmerPhone: '13812345678', workArea: 3, remark: null });
    expect(values).toEqual({ farmerPhone: '13812345678', workArea: '3', remark: '' });
    expect(Object.keys(farmFormErrors(fields, { ...values, farmerPhone: 'x', workArea: '' }))).toEqual([
      'farmerPhone',
      'workArea',
    ]);
    expect(farmFormBody(fields, values, 'r1')).toEqual({
      id: 'r1',
      farmerPhone: '13812345678',
      workArea: 3,
      remark: null,
    });
    expect(farmFormBody(fields, values, null)).not.toHaveProperty('id');
  });
});

describe('order flow buttons', () => {
  it('offers the next states of the flow only', () => {
    expect(orderActionsFor('1')).toEqual(['dispatch', 'cancel']);
    expect(orderActionsFor('2')).toEqual(['start', 'cancel']);
    expect(orderActionsFor('3')).toEqual(['finish']);
    expect(orderActionsFor('4')).toEqual([]);
    expect(orderActionsFor('5')).toEqual([]);
    expect(orderActionsFor(null)).toEqual([]);
  });
});
