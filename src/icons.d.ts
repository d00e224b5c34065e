// The ES module of one @ant-design/icons icon (the package types only its CommonJS files): ModuleIcon loads each on
// its own (src/components/ModuleIcon).
declare module '@ant-design/icons/es/icons/*' {
  import type { AntdIconProps } from '@ant-design/icons/es/components/AntdIcon';
  import type { ForwardRefExoticComponent, RefAttributes } from 'react';
  const Icon: ForwardRefExoticComponent<Omit<AntdIconProps, 'ref'> & RefAttributes<HTMLSpanElement>>;
  export default Icon;
}
