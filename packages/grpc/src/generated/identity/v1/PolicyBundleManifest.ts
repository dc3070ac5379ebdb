// Original file: proto/identity/v1/identity.proto


export interface PolicyBundleManifest {
  'abi_version'?: (string);
  'bundle_version'?: (number);
  'cascade_level'?: (string);
  'compiler_toolchain'?: (string);
  'created_at'?: (string);
  'ds_tag'?: (string);
  'encoded_cbor_b64'?: (string);
  'key_version'?: (number);
  'parent_layer_sha256'?: (string);
  'scope_id'?: (string);
  'sig'?: (string);
  'signer_pub'?: (string);
  'source_sha256'?: (string);
  'wasm_sha256'?: (string);
}

export interface PolicyBundleManifest__Output {
  'abi_version': (string);
  'bundle_version': (number);
  'cascade_level': (string);
  'compiler_toolchain': (string);
  'created_at': (string);
  'ds_tag': (string);
  'encoded_cbor_b64': (string);
  'key_version': (number);
  'parent_layer_sha256': (string);
  'scope_id': (string);
  'sig': (string);
  'signer_pub': (string);
  'source_sha256': (string);
  'wasm_sha256': (string);
}
