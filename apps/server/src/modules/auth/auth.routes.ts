/**
 * Auth routes (spec 01 §7 Auth and account), and the password change of account settings (passwords
 * and sessions belong to this module). Thin: validate, call one service, answer.
 */
import {
  BooleanResponseSchema,
  ChangePasswordInputSchema,
  EmailChangeResultSchema,
  EmailChangeTokenInputSchema,
  ForgotPasswordInputSchema,
  GenerateOneTimeLoginCodeInputSchema,
  OneTimeCodeSentResponseSchema,
  RequestOneTimeLoginCodeInputSchema,
  RequestOneTimeLoginCodeResponseSchema,
  ResendOneTimeCodeInputSchema,
  ResetPasswordInputSchema,
  SignInInputSchema,
  SignInResponseSchema,
  SignInWithCodeInputSchema,
  SignInWithOneTimeCodeInputSchema,
  SuccessResponseSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import * as auth from './auth.service';
import * as emailChanges from './email-change.service';
import * as passwords from './password.service';
import { errorResponses } from '../../lib/errors';

const errors = errorResponses(400, 401, 403, 429);
const open = { public: true };
const tags = ['auth'];

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/v1/auth/request-one-time-login-code', {
      config: open,
      schema: {
        tags,
        body: RequestOneTimeLoginCodeInputSchema,
        response: { 200: RequestOneTimeLoginCodeResponseSchema, ...errors },
      },
      handler: (req) => auth.requestOneTimeLoginCode(ctx, req.body, req.ip),
    });
    app.post('/api/v1/auth/sign-in', {
      config: open,
      schema: { tags, body: SignInInputSchema, response: { 200: SignInResponseSchema, ...errors } },
      handler: (req) => auth.signIn(ctx, req.body, req.ip, req.actor),
    });
    app.post('/api/v1/auth/sign-in-with-code', {
      config: open,
      schema: { tags, body: SignInWithCodeInputSchema, response: { 200: SignInResponseSchema, ...errors } },
      handler: (req) => auth.signInWithCode(ctx, req.body, req.ip),
    });
    app.post('/api/v1/auth/sign-in-with-one-time-code', {
      config: open,
      schema: { tags, body: SignInWithOneTimeCodeInputSchema, response: { 200: SignInResponseSchema, ...errors } },
      handler: (req) => auth.signInWithOneTimeCode(ctx, req.body, req.ip),
    });
    app.post('/api/v1/auth/generate-one-time-login-code', {
      config: open,
      schema: {
        tags,
        body: GenerateOneTimeLoginCodeInputSchema,
        response: { 200: OneTimeCodeSentResponseSchema, ...errors },
      },
      handler: (req) => auth.generateOneTimeLoginCode(ctx, req.body, req.ip),
    });
    app.post('/api/v1/auth/resend-one-time-code', {
      config: open,
      schema: { tags, body: ResendOneTimeCodeInputSchema, response: { 200: OneTimeCodeSentResponseSchema, ...errors } },
      handler: (req) => auth.resendOneTimeCode(ctx, req.body, req.ip),
    });
    app.post('/api/v1/auth/forgot-password', {
      config: open,
      schema: { tags, body: ForgotPasswordInputSchema, response: { 200: BooleanResponseSchema, ...errors } },
      handler: (req) => passwords.forgotPassword(ctx, req.body, req.ip),
    });
    app.post('/api/v1/auth/reset-password', {
      config: open,
      schema: { tags, body: ResetPasswordInputSchema, response: { 200: BooleanResponseSchema, ...errors } },
      handler: (req) => passwords.resetPassword(ctx, req.body, req.ip),
    });
    // Email change links (issue 28; not in the spec): verify the new address, or undo from the old one.
    const emailChangeLink = {
      tags,
      body: EmailChangeTokenInputSchema,
      response: { 200: EmailChangeResultSchema, ...errorResponses(400, 409, 429) },
    };
    app.post('/api/v1/auth/verify-email', {
      config: open,
      schema: emailChangeLink,
      handler: (req) => emailChanges.verifyEmailChange(ctx, req.body.token, req.ip),
    });
    app.post('/api/v1/auth/undo-email-change', {
      config: open,
      schema: emailChangeLink,
      handler: (req) => emailChanges.undoEmailChange(ctx, req.body.token, req.ip),
    });
    app.post('/api/v1/auth/sign-out', {
      schema: { tags, response: { 200: SuccessResponseSchema, ...errorResponses(401) } },
      handler: async (req) => {
        await auth.signOut(ctx, actorOf(req));
        return { success: true as const };
      },
    });
    app.post('/api/v1/account/change-password', {
      schema: {
        tags: ['account'],
        body: ChangePasswordInputSchema,
        response: { 200: BooleanResponseSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (req) => {
        await passwords.changePassword(ctx, actorOf(req), req.body, req.ip);
        return true;
      },
    });
  };
}
