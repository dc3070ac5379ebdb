// Original file: proto/events/v1/events.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ListPrivateEndpointsRequest as _events_v1_ListPrivateEndpointsRequest, ListPrivateEndpointsRequest__Output as _events_v1_ListPrivateEndpointsRequest__Output } from '../../events/v1/ListPrivateEndpointsRequest.ts';
import type { ListPrivateEndpointsResponse as _events_v1_ListPrivateEndpointsResponse, ListPrivateEndpointsResponse__Output as _events_v1_ListPrivateEndpointsResponse__Output } from '../../events/v1/ListPrivateEndpointsResponse.ts';
import type { PublishEventsRequest as _events_v1_PublishEventsRequest, PublishEventsRequest__Output as _events_v1_PublishEventsRequest__Output } from '../../events/v1/PublishEventsRequest.ts';
import type { PublishEventsResponse as _events_v1_PublishEventsResponse, PublishEventsResponse__Output as _events_v1_PublishEventsResponse__Output } from '../../events/v1/PublishEventsResponse.ts';
import type { SubscribedTypesRequest as _events_v1_SubscribedTypesRequest, SubscribedTypesRequest__Output as _events_v1_SubscribedTypesRequest__Output } from '../../events/v1/SubscribedTypesRequest.ts';
import type { SubscribedTypesResponse as _events_v1_SubscribedTypesResponse, SubscribedTypesResponse__Output as _events_v1_SubscribedTypesResponse__Output } from '../../events/v1/SubscribedTypesResponse.ts';

export interface EventsServiceClient extends grpc.Client {
  ListPrivateEndpoints(argument: _events_v1_ListPrivateEndpointsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_events_v1_ListPrivateEndpointsResponse__Output>): grpc.ClientUnaryCall;
  ListPrivateEndpoints(argument: _events_v1_ListPrivateEndpointsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_events_v1_ListPrivateEndpointsResponse__Output>): grpc.ClientUnaryCall;
  ListPrivateEndpoints(argument: _events_v1_ListPrivateEndpointsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_events_v1_ListPrivateEndpointsResponse__Output>): grpc.ClientUnaryCall;
  ListPrivateEndpoints(argument: _events_v1_ListPrivateEndpointsRequest, callback: grpc.requestCallback<_events_v1_ListPrivateEndpointsResponse__Output>): grpc.ClientUnaryCall;
  listPrivateEndpoints(argument: _events_v1_ListPrivateEndpointsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_events_v1_ListPrivateEndpointsResponse__Output>): grpc.ClientUnaryCall;
  listPrivateEndpoints(argument: _events_v1_ListPrivateEndpointsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_events_v1_ListPrivateEndpointsResponse__Output>): grpc.ClientUnaryCall;
  listPrivateEndpoints(argument: _events_v1_ListPrivateEndpointsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_events_v1_ListPrivateEndpointsResponse__Output>): grpc.ClientUnaryCall;
  listPrivateEndpoints(argument: _events_v1_ListPrivateEndpointsRequest, callback: grpc.requestCallback<_events_v1_ListPrivateEndpointsResponse__Output>): grpc.ClientUnaryCall;
  
  PublishEvents(argument: _events_v1_PublishEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_events_v1_PublishEventsResponse__Output>): grpc.ClientUnaryCall;
  PublishEvents(argument: _events_v1_PublishEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_events_v1_PublishEventsResponse__Output>): grpc.ClientUnaryCall;
  PublishEvents(argument: _events_v1_PublishEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_events_v1_PublishEventsResponse__Output>): grpc.ClientUnaryCall;
  PublishEvents(argument: _events_v1_PublishEventsRequest, callback: grpc.requestCallback<_events_v1_PublishEventsResponse__Output>): grpc.ClientUnaryCall;
  publishEvents(argument: _events_v1_PublishEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_events_v1_PublishEventsResponse__Output>): grpc.ClientUnaryCall;
  publishEvents(argument: _events_v1_PublishEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_events_v1_PublishEventsResponse__Output>): grpc.ClientUnaryCall;
  publishEvents(argument: _events_v1_PublishEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_events_v1_PublishEventsResponse__Output>): grpc.ClientUnaryCall;
  publishEvents(argument: _events_v1_PublishEventsRequest, callback: grpc.requestCallback<_events_v1_PublishEventsResponse__Output>): grpc.ClientUnaryCall;
  
  SubscribedTypes(argument: _events_v1_SubscribedTypesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_events_v1_SubscribedTypesResponse__Output>): grpc.ClientUnaryCall;
  SubscribedTypes(argument: _events_v1_SubscribedTypesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_events_v1_SubscribedTypesResponse__Output>): grpc.ClientUnaryCall;
  SubscribedTypes(argument: _events_v1_SubscribedTypesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_events_v1_SubscribedTypesResponse__Output>): grpc.ClientUnaryCall;
  SubscribedTypes(argument: _events_v1_SubscribedTypesRequest, callback: grpc.requestCallback<_events_v1_SubscribedTypesResponse__Output>): grpc.ClientUnaryCall;
  subscribedTypes(argument: _events_v1_SubscribedTypesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_events_v1_SubscribedTypesResponse__Output>): grpc.ClientUnaryCall;
  subscribedTypes(argument: _events_v1_SubscribedTypesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_events_v1_SubscribedTypesResponse__Output>): grpc.ClientUnaryCall;
  subscribedTypes(argument: _events_v1_SubscribedTypesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_events_v1_SubscribedTypesResponse__Output>): grpc.ClientUnaryCall;
  subscribedTypes(argument: _events_v1_SubscribedTypesRequest, callback: grpc.requestCallback<_events_v1_SubscribedTypesResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface EventsServiceHandlers extends grpc.UntypedServiceImplementation {
  ListPrivateEndpoints: grpc.handleUnaryCall<_events_v1_ListPrivateEndpointsRequest__Output, _events_v1_ListPrivateEndpointsResponse>;
  
  PublishEvents: grpc.handleUnaryCall<_events_v1_PublishEventsRequest__Output, _events_v1_PublishEventsResponse>;
  
  SubscribedTypes: grpc.handleUnaryCall<_events_v1_SubscribedTypesRequest__Output, _events_v1_SubscribedTypesResponse>;
  
}

export interface EventsServiceDefinition extends grpc.ServiceDefinition {
  ListPrivateEndpoints: MethodDefinition<_events_v1_ListPrivateEndpointsRequest, _events_v1_ListPrivateEndpointsResponse, _events_v1_ListPrivateEndpointsRequest__Output, _events_v1_ListPrivateEndpointsResponse__Output>
  PublishEvents: MethodDefinition<_events_v1_PublishEventsRequest, _events_v1_PublishEventsResponse, _events_v1_PublishEventsRequest__Output, _events_v1_PublishEventsResponse__Output>
  SubscribedTypes: MethodDefinition<_events_v1_SubscribedTypesRequest, _events_v1_SubscribedTypesResponse, _events_v1_SubscribedTypesRequest__Output, _events_v1_SubscribedTypesResponse__Output>
}
