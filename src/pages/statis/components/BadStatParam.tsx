// An address whose class or student number is no number (a mistyped or cut link).
import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useT } from '@/components/Locale';
import { STATIS_LINKS } from './rules';

export default function BadStatParam() {
  const t = useT();
  return (
    <PageContainer title={t('statis.badParam')}>
      <div data-testid="statis-bad-param">
        <Result
          status="404"
          title={t('statis.badParam')}
          subTitle={t('statis.badParam.desc')}
          extra={
            <Button type="primary" onClick={() => history.push(STATIS_LINKS.classList)}>
              {t('statis.back.list')}
            </Button>
          }
        />
      </div>
    </PageContainer>
  );
}
