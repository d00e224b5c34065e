import { Spin } from 'antd';

/** The loading placeholder of SPEC.md section 2: a large centred spinner with top padding. */
export default function PageLoading() {
  return (
    <div style={{ paddingTop: 100, textAlign: 'center' }}>
      <Spin size="large" />
    </div>
  );
}
