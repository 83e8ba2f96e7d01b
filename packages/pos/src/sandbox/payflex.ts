import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseFormBody } from '../form-body.js';
import { parseXml, serializeXmlUtf8, type XmlNode } from '../xml.js';
import type { SandboxContext, SandboxProtocol } from './context.js';
import { errorPage } from './pages.js';
import { PayflexEnrolments, payflexPostBack } from './payflex-mpi.js';
import { payflexSearchAnswer } from './payflex-search.js';
import { PayflexVpos } from './payflex-vpos.js';

function sendXml(reply: FastifyReply, root: string, node: XmlNode): FastifyReply {
  return reply.type('text/xml; charset=utf-8').send(serializeXmlUtf8(root, node));
}

/** The urlencoded fields of a post (the content type's charset, else UTF-8); null when the body is not a form. */
function formOf(request: FastifyRequest): Record<string, string> | null {
  const charset = /charset=([^;]+)/i.exec(request.headers['content-type'] ?? '')?.[1] ?? null;
  try {
    return Buffer.isBuffer(request.body) ? parseFormBody(request.body, charset) : null;
  } catch {
    return null;
  }
}

/** The XML a VPOS or search call carries: the `prmstr` field of a form, or a raw XML body; its root unwrapped. */
function xmlOf(request: FastifyRequest, root: string): XmlNode | null {
  try {
    const isXml = /xml/i.test(request.headers['content-type'] ?? '');
    const bytes =
      isXml && Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(formOf(request)?.prmstr ?? '', 'utf8');
    const value = parseXml(bytes)[root];
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

/**
 * VakıfBank PayFlex MPI + VPOS v4 on the sandbox bank: the MPI enrolment, the ACS (the shared card-holder page),
 * the VPOS and the search service, under /payflex/.
 */
export const payflexSandbox: SandboxProtocol = (app, context: SandboxContext) => {
  const enrolments = new PayflexEnrolments();
  const vpos = new PayflexVpos(context, enrolments);

  app.post('/payflex/MPI_Enrollment.aspx', async (request, reply) => {
    const fields = formOf(request);
    if (fields === null) {
      return sendXml(reply, 'IPaySecure', { MessageErrorCode: '2049', ErrorMessage: 'Invalid Request' });
    }
    const merchant = context.merchant(fields.MerchantId ?? '', 'payflex');
    return sendXml(reply, 'IPaySecure', enrolments.enrol(fields, merchant, context.prefix));
  });

  app.post('/payflex/acs', async (request, reply) => {
    const fields = formOf(request);
    const enrolment = enrolments.withMd(fields?.MD ?? '');
    if (!fields || !enrolment || enrolment.paReq !== fields.PaReq || enrolment.status !== 'enrolled') {
      return context.sendPage(
        reply,
        errorPage('Doğrulama isteği geçersiz ya da kullanılmış.', 'ACS-01'),
        400,
      );
    }
    enrolment.status = 'at_acs';
    const page = context.acs.open({
      merchant: enrolment.merchant,
      amount: enrolment.amount,
      currency: enrolment.currency,
      pan: enrolment.pan,
      finish: (passed, failure) => payflexPostBack(enrolment, passed, failure),
    });
    return context.sendPage(reply, page.html, page.status, page.nonce);
  });

  app.post('/payflex/Vposreq.aspx', async (request, reply) => {
    const call = xmlOf(request, 'VposRequest');
    if (call === null) {
      return sendXml(reply, 'VposResponse', { ResultCode: '6000', ResultDetail: 'Talep Mesajı okunamadı.' });
    }
    const outcome = await vpos.handle(call);
    if (outcome.journaled !== null && context.takeDropped(outcome.journaled)) {
      // Done and journaled, but the answer is lost on the way back.
      reply.raw.destroy();
      return reply;
    }
    return sendXml(reply, 'VposResponse', outcome.answer);
  });

  app.post('/payflex/Search.aspx', async (request, reply) => {
    const call = xmlOf(request, 'SearchRequest');
    if (call === null) {
      return sendXml(reply, 'SearchResponse', {
        ResponseInfo: { Status: 'Error', ResponseCode: '6000', ResponseMessage: 'Talep Mesajı okunamadı.' },
      });
    }
    return sendXml(reply, 'SearchResponse', payflexSearchAnswer(context, call));
  });
};
