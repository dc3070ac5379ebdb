/**
 * SCIM discovery (RFC 7644 §4, RFC 7643 §5–7): ServiceProviderConfig, ResourceTypes and Schemas.
 * Built once per router from the base location; they describe exactly what this server does
 * (one filter form, no sort, no bulk, no password change), so identity providers do not try more.
 */
import { SCIM_LIMITS, URN } from './scim-constants.ts';

type Attribute = {
  name: string;
  type: 'string' | 'boolean' | 'complex';
  multiValued: boolean;
  description: string;
  required: boolean;
  caseExact?: boolean;
  mutability: 'readOnly' | 'readWrite' | 'immutable' | 'writeOnly';
  returned: 'always' | 'never' | 'default' | 'request';
  uniqueness?: 'none' | 'server' | 'global';
  subAttributes?: Attribute[];
};

const str = (name: string, description: string, extra: Partial<Attribute> = {}): Attribute => ({
  name,
  type: 'string',
  multiValued: false,
  description,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

const USER_ATTRIBUTES: Attribute[] = [
  str(
    'userName',
    'Unique identifier of the user within the workspace; stored trimmed and lower-cased. Maps to the user email.',
    { required: true, uniqueness: 'server' },
  ),
  {
    name: 'name',
    type: 'complex',
    multiValued: false,
    description: "The components of the user's name.",
    required: false,
    mutability: 'readWrite',
    returned: 'default',
    subAttributes: [
      str('givenName', 'Given (first) name; defaults to "Unknown".'),
      str('familyName', 'Family (last) name; defaults to "User".'),
    ],
  },
  {
    name: 'active',
    type: 'boolean',
    multiValued: false,
    description: 'false suspends the account (it cannot sign in); true or omitted on create: active.',
    required: false,
    mutability: 'readWrite',
    returned: 'default',
  },
  {
    name: 'emails',
    type: 'complex',
    multiValued: true,
    description: 'Email addresses, carried on the resource; userName is the identity of record.',
    required: false,
    mutability: 'readWrite',
    returned: 'default',
    uniqueness: 'none',
    subAttributes: [
      str('value', 'Email address.'),
      str('type', 'A label such as "work".'),
      {
        name: 'primary',
        type: 'boolean',
        multiValued: false,
        description: 'The preferred address; true at most once.',
        required: false,
        mutability: 'readWrite',
        returned: 'default',
      },
    ],
  },
];

export function discoveryDocuments(base: string, bodyLimitBytes: number) {
  const userSchema = {
    schemas: [URN.schema],
    id: URN.user,
    name: 'User',
    description: 'User account',
    attributes: USER_ATTRIBUTES,
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${URN.user}` },
  };
  const userResourceType = {
    schemas: [URN.resourceType],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'User account',
    schema: URN.user,
    schemaExtensions: [],
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
  };
  const list = (resources: unknown[]) => ({
    schemas: [URN.listResponse],
    totalResults: resources.length,
    itemsPerPage: resources.length,
    startIndex: 1,
    Resources: resources,
  });
  return {
    serviceProviderConfig: {
      schemas: [URN.serviceProviderConfig],
      patch: { supported: true },
      bulk: { supported: false, maxOperations: 0, maxPayloadSize: bodyLimitBytes },
      filter: { supported: true, maxResults: SCIM_LIMITS.maxCount },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: true },
      authenticationSchemes: [
        {
          type: 'oauthbearertoken',
          name: 'OAuth Bearer Token',
          description:
            'An OAuth 2.0 access token (RFC 6750) with the scopes svc:iam:scim:read, svc:iam:scim:write and svc:iam:scim:delete',
          specUri: 'https://www.rfc-editor.org/info/rfc6750',
          primary: true,
        },
      ],
      meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
    },
    resourceTypes: list([userResourceType]),
    resourceType: { User: userResourceType } as Record<string, unknown>,
    schemas: list([userSchema]),
    schema: { [URN.user]: userSchema } as Record<string, unknown>,
  };
}
