import { commitMutation, graphql } from 'react-relay/hooks';
import type { IEnvironment as Environment } from 'relay-runtime';
import type { refreshAuthTokenMutation } from '../__generated__/refreshAuthTokenMutation.graphql';
import type { refreshAuthTokenWithoutRotationMutation } from '../__generated__/refreshAuthTokenWithoutRotationMutation.graphql';
import { backend } from '../backend/backend';
import { getRefreshToken, saveSignIn } from './authTokens';

/** Vitrine's server rotates refresh tokens and answers the next one (a schema extension). */
const rotatingMutation = graphql`
  mutation refreshAuthTokenMutation($input: RefreshTokenInput!) {
    refreshToken(input: $input) {
      success
      authToken
      authTokenExpiration
      refreshToken
    }
  }
`;

/** Headless Login on WordPress keeps the refresh token for a year: nothing new to store. */
const plainMutation = graphql`
  mutation refreshAuthTokenWithoutRotationMutation($input: RefreshTokenInput!) {
    refreshToken(input: $input) {
      success
      authToken
      authTokenExpiration
    }
  }
`;

interface RefreshResult {
  success: boolean | null | undefined;
  authToken: string | null | undefined;
  authTokenExpiration: string | null | undefined;
  refreshToken?: string | null | undefined;
}

function commit<T extends refreshAuthTokenMutation | refreshAuthTokenWithoutRotationMutation>(
  environment: Environment,
  mutation: typeof rotatingMutation,
  refreshToken: string,
): Promise<RefreshResult | null> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables: { input: { refreshToken } },
      onCompleted: (response) => resolve((response as { refreshToken: RefreshResult | null }).refreshToken),
      onError: reject,
    });
  });
}

/**
 * Exchanges the refresh token for a new auth token and keeps it. Resolves false when the sign-in is
 * over (no refresh token, or the server refused it).
 */
export async function refreshAuthToken(environment: Environment): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return false;
  const result = backend().capabilities.refreshTokenRotation
    ? await commit<refreshAuthTokenMutation>(environment, rotatingMutation, refreshToken)
    : await commit<refreshAuthTokenWithoutRotationMutation>(environment, plainMutation, refreshToken);
  if (!result?.success || !result.authToken) return false;
  saveSignIn({
    authToken: result.authToken,
    authTokenExpiration: result.authTokenExpiration,
    refreshToken: result.refreshToken ?? refreshToken,
  });
  return true;
}
