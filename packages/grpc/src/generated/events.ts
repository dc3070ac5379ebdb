import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { EventsServiceClient as _events_v1_EventsServiceClient, EventsServiceDefinition as _events_v1_EventsServiceDefinition } from './events/v1/EventsService.ts';
import type { ListPrivateEndpointsRequest as _events_v1_ListPrivateEndpointsRequest, ListPrivateEndpointsRequest__Output as _events_v1_ListPrivateEndpointsRequest__Output } from './events/v1/ListPrivateEndpointsRequest.ts';
import type { ListPrivateEndpointsResponse as _events_v1_ListPrivateEndpointsResponse, ListPrivateEndpointsResponse__Output as _events_v1_ListPrivateEndpointsResponse__Output } from './events/v1/ListPrivateEndpointsResponse.ts';
import type { PrivateEndpoint as _events_v1_PrivateEndpoint, PrivateEndpoint__Output as _events_v1_PrivateEndpoint__Output } from './events/v1/PrivateEndpoint.ts';
import type { PublishEventsRequest as _events_v1_PublishEventsRequest, PublishEventsRequest__Output as _events_v1_PublishEventsRequest__Output } from './events/v1/PublishEventsRequest.ts';
import type { PublishEventsResponse as _events_v1_PublishEventsResponse, PublishEventsResponse__Output as _events_v1_PublishEventsResponse__Output } from './events/v1/PublishEventsResponse.ts';
import type { PublishResult as _events_v1_PublishResult, PublishResult__Output as _events_v1_PublishResult__Output } from './events/v1/PublishResult.ts';
import type { PublishedEvent as _events_v1_PublishedEvent, PublishedEvent__Output as _events_v1_PublishedEvent__Output } from './events/v1/PublishedEvent.ts';
import type { SubscribedTypesRequest as _events_v1_SubscribedTypesRequest, SubscribedTypesRequest__Output as _events_v1_SubscribedTypesRequest__Output } from './events/v1/SubscribedTypesRequest.ts';
import type { SubscribedTypesResponse as _events_v1_SubscribedTypesResponse, SubscribedTypesResponse__Output as _events_v1_SubscribedTypesResponse__Output } from './events/v1/SubscribedTypesResponse.ts';
import type { WorkspaceTypes as _events_v1_WorkspaceTypes, WorkspaceTypes__Output as _events_v1_WorkspaceTypes__Output } from './events/v1/WorkspaceTypes.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  events: {
    v1: {
      EventsService: SubtypeConstructor<typeof grpc.Client, _events_v1_EventsServiceClient> & { service: _events_v1_EventsServiceDefinition }
      ListPrivateEndpointsRequest: MessageTypeDefinition<_events_v1_ListPrivateEndpointsRequest, _events_v1_ListPrivateEndpointsRequest__Output>
      ListPrivateEndpointsResponse: MessageTypeDefinition<_events_v1_ListPrivateEndpointsResponse, _events_v1_ListPrivateEndpointsResponse__Output>
      PrivateEndpoint: MessageTypeDefinition<_events_v1_PrivateEndpoint, _events_v1_PrivateEndpoint__Output>
      PublishEventsRequest: MessageTypeDefinition<_events_v1_PublishEventsRequest, _events_v1_PublishEventsRequest__Output>
      PublishEventsResponse: MessageTypeDefinition<_events_v1_PublishEventsResponse, _events_v1_PublishEventsResponse__Output>
      PublishResult: MessageTypeDefinition<_events_v1_PublishResult, _events_v1_PublishResult__Output>
      PublishedEvent: MessageTypeDefinition<_events_v1_PublishedEvent, _events_v1_PublishedEvent__Output>
      SubscribedTypesRequest: MessageTypeDefinition<_events_v1_SubscribedTypesRequest, _events_v1_SubscribedTypesRequest__Output>
      SubscribedTypesResponse: MessageTypeDefinition<_events_v1_SubscribedTypesResponse, _events_v1_SubscribedTypesResponse__Output>
      WorkspaceTypes: MessageTypeDefinition<_events_v1_WorkspaceTypes, _events_v1_WorkspaceTypes__Output>
    }
  }
}

