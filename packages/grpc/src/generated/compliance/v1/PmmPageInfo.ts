// Original file: proto/compliance/v1/compliance.proto


export interface PmmPageInfo {
  'end_cursor'?: (string);
  'has_next_page'?: (boolean);
  '_end_cursor'?: "end_cursor";
}

export interface PmmPageInfo__Output {
  'end_cursor'?: (string);
  'has_next_page': (boolean);
  '_end_cursor'?: "end_cursor";
}
