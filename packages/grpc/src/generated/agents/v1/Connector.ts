// Original file: proto/agents/v1/agents.proto


export interface Connector {
  'display_name'?: (string);
  'id'?: (string);
  'last_window_end'?: (string);
  'recent_gaps'?: (string);
  'status'?: (string);
  '_last_window_end'?: "last_window_end";
}

export interface Connector__Output {
  'display_name': (string);
  'id': (string);
  'last_window_end'?: (string);
  'recent_gaps': (string);
  'status': (string);
  '_last_window_end'?: "last_window_end";
}
