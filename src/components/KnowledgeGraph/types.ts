// What the G6 chunk takes, shared by it and the page side (which never imports G6).
import type { G6Data, Position } from './graph-data';

export const EDGE_COLORS = { parent: '#389e0d', prerequisite: '#fa8c16' } as const;
export const PREREQUISITE_DASH = [6, 4];

export type G6GraphProps = {
  data: G6Data;
  /** nodes can be dragged */
  editable: boolean;
  /** node ids to mark: the selected point, and the source picked in connect mode */
  selected: string | null;
  source: string | null;
  height: number;
  /** a node was clicked (its knowId), or the blank canvas (null) */
  onNodeClick: (knowId: number | null) => void;
  /** nodes were dragged: every node's position now */
  onMoved: (positions: Position[]) => void;
};

export type G6GraphHandle = { fitView: () => void };
