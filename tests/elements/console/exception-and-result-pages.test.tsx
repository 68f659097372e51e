import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Exception403, Exception404, Exception500 } from '../../../console/pages/exception';
import { ResultError, ResultSuccess } from '../../../console/pages/result';
import { Button } from '../../../elements/core/ui';
import { expect, waitFor } from '../harness';
import { byText, click, mountConsole, resetConsole, type ConsoleView } from './console-fixture';

afterEach(resetConsole);

/** The page at /somewhere inside the console's router, with a home page to go back to. */
function InRouter({ page, from = ['/somewhere'] }: { page: ReactElement; from?: string[] }): ReactElement {
  return (
    <MemoryRouter initialEntries={from} initialIndex={from.length - 1}>
      <Routes>
        <Route path="/somewhere" element={page} />
        <Route path="/dashboard/analysis" element={<p id="landed">首页</p>} />
        <Route path="/form" element={<p id="landed">表单</p>} />
      </Routes>
    </MemoryRouter>
  );
}

const text = (view: ConsoleView) => view.root.textContent ?? '';

describe('the exception pages say what went wrong, as JeecgBoot does', () => {
  const cases = [
    [Exception403, '403', '抱歉，你无权访问该页面'],
    [Exception404, '404', '抱歉，你访问的页面不存在或仍在开发中'],
    [Exception500, '500', '抱歉，服务器出错了'],
  ] as const;
  for (const [Page, code, description] of cases) {
    it(`${code}: ${description}, and 返回首页 leads to /dashboard/analysis`, async () => {
      const view = mountConsole(<InRouter page={<Page />} />);
      expect(view.$('h1').textContent).to.equal(code);
      expect(view.$('p').textContent).to.equal(description);
      await click(byText(view.root, '返回首页', 'button'));
      await waitFor(() => view.root.querySelector('#landed')?.textContent === '首页');
    });
  }

  it('goes back to another home when told', async () => {
    const view = mountConsole(<InRouter page={<Exception404 homePath="/form" />} />);
    await click(byText(view.root, '返回首页', 'button'));
    await waitFor(() => view.root.querySelector('#landed')?.textContent === '表单');
  });
});

describe('the success result page', () => {
  it('says 提交成功 with a confirmation and 返回首页 by default, without a details area', () => {
    const view = mountConsole(<InRouter page={<ResultSuccess />} />);
    expect(view.$('h2').textContent).to.equal('提交成功');
    expect(text(view)).to.include('您提交的内容已处理完成。');
    expect(view.$$('[data-part="content"]').length).to.equal(0);
    expect(view.$$('button').map((button) => button.textContent)).to.deep.equal(['返回首页']);
  });

  it("shows the submission's details and how far it has got", () => {
    const view = mountConsole(
      <InRouter
        page={
          <ResultSuccess
            title="注册成功"
            description="你的账户：zhaoliu 注册成功"
            detailsTitle="维修工单"
            details={[
              { label: '工单编号', value: 'WX20240917001' },
              { label: '报修人', value: '赵六' },
            ]}
            steps={[{ title: '提交工单' }, { title: '站长派单', description: '张三' }, { title: '维修完成' }]}
            currentStep={1}
            actions={<Button>查看工单</Button>}
          />
        }
      />,
    );
    expect(view.$('h2').textContent).to.equal('注册成功');
    expect(view.$('h3').textContent).to.equal('维修工单');
    expect(view.$$('dl > div').map((row) => row.textContent)).to.deep.equal(['工单编号WX20240917001', '报修人赵六']);
    expect(view.$$('ol > li').map((step) => step.dataset.state)).to.deep.equal(['done', 'current', 'waiting']);
    expect(view.$('[aria-current="step"]').textContent).to.equal('站长派单张三');
    expect(view.$$('button').map((button) => button.textContent)).to.deep.equal(['查看工单']);
  });
});

describe('the error result page', () => {
  it('says 提交失败, asks to correct, lists the reasons with their remedies', async () => {
    const remedies: string[] = [];
    const view = mountConsole(
      <InRouter
        page={
          <ResultError
            errors={[
              { message: '您的账户已被冻结', action: { label: '立即解冻', onClick: () => remedies.push('unfreeze') } },
              { message: '手机号已被占用' },
            ]}
          />
        }
      />,
    );
    expect(view.$('h2').textContent).to.equal('提交失败');
    expect(text(view)).to.include('请核对并修改以下信息后，再重新提交。');
    expect(view.$('h3').textContent).to.equal('您提交的内容有如下错误：');
    expect(view.$$('ul > li').map((reason) => reason.textContent)).to.deep.equal([
      '您的账户已被冻结立即解冻',
      '手机号已被占用',
    ]);
    await click(byText(view.root, '立即解冻', 'button'));
    expect(remedies).to.deep.equal(['unfreeze']);
  });

  it('goes back to the form with 返回修改', async () => {
    const view = mountConsole(<InRouter from={['/form', '/somewhere']} page={<ResultError />} />);
    await click(byText(view.root, '返回修改', 'button'));
    await waitFor(() => view.root.querySelector('#landed')?.textContent === '表单');
  });
});
