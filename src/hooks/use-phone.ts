// Whether the window is as narrow as a phone (antd's xs: below 576 px, e.g. 390): the student pages then lay out for
// one thumb (one column, compact headers, cards instead of wide tables). False until antd has measured the window.
import { Grid } from 'antd';

export const usePhone = (): boolean => Grid.useBreakpoint().xs === true;
