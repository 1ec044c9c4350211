/**
 * Feedback, /m/feedback (spec 2.1, 5, 7, 9): the content with the word-count hint (between the merchant's
 * bounds), up to 3 png or jpg images of at most 5 MB each (the bounds are merchant constants), each refused
 * file named with its reason, and the FEEDBACK3 call. A failed send keeps everything typed and attached
 * and says why; a sent one says so and empties the form. The route's guard keeps guests and trial accounts out.
 */
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOf } from '../../api/problems';
import { useSendFeedback } from '../../api/content';
import { useProblemText } from '../../ui/problem-text';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { addImages, countWords, type ImageRefusal, type PickedImage } from './feedback-images';
import './feedback.css';

const MB = 1024 * 1024;

export default function FeedbackScreen(_: ScreenProps) {
  const { t, i18n } = useTranslation();
  const env = useWidgetEnv();
  const { feedbackMinWords: minWords, feedbackMaxWords: maxWords, feedbackMaxLength, uploadMaxImages: maxImages, uploadMaxImageBytes: maxBytes } = env.config.constants;
  const id = useId();
  const send = useSendFeedback();
  const problemText = useProblemText();
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [refused, setRefused] = useState<ImageRefusal[]>([]);
  const [tried, setTried] = useState(false);
  const [sendError, setSendError] = useState<string>();

  const words = countWords(content, i18n.language);
  const wordsOk = words >= Math.max(1, minWords) && words <= maxWords;
  const showWordError = tried && !wordsOk;
  const hint = t('feedback.wordHint', { min: minWords, max: maxWords });
  const megabytes = Math.round((maxBytes / MB) * 10) / 10;

  const pickFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!files.length) return;
    const result = await addImages(images, files, { maxImages, maxBytes });
    setImages(result.images);
    setRefused(result.refused);
  };

  const removeImage = (index: number) => {
    setImages((list) => list.filter((_, i) => i !== index));
    setRefused([]);
    fileRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setTried(true);
    setSendError(undefined);
    if (!wordsOk) {
      contentRef.current?.focus();
      return;
    }
    send.mutate(
      { content: content.trim(), images: images.map((i) => i.dataUrl) },
      {
        onSuccess: () => {
          env.notify(t('feedback.sent'), 'success', env.config.constants.successMessageMs);
          setContent('');
          setImages([]);
          setRefused([]);
          setTried(false);
        },
        onError: (error) => setSendError(problemText(problemOf(error))),
      },
    );
  };

  const refusalText = (r: ImageRefusal) =>
    r.reason === 'type'
      ? t('feedback.imageType', { name: r.name })
      : r.reason === 'size'
        ? t('feedback.imageSize', { name: r.name, mb: megabytes })
        : r.reason === 'count'
          ? t('feedback.imageCount', { name: r.name, max: maxImages })
          : t('feedback.imageUnreadable', { name: r.name });

  return (
    <section className="lv-feedback" data-screen="feedback">
      <form className="lv-feedback-form" onSubmit={submit} noValidate data-testid="feedback-form" aria-busy={send.isPending}>
        <div className="lv-field-row">
          <label htmlFor={`${id}-content`} className="lv-field">
            <span>{t('feedback.content')}</span>
            <textarea
              ref={contentRef}
              id={`${id}-content`}
              name="content"
              value={content}
              rows={7}
              maxLength={feedbackMaxLength}
              dir="auto"
              onChange={(e) => setContent(e.target.value)}
              placeholder={t('feedback.placeholder')}
              aria-invalid={showWordError ? true : undefined}
              aria-describedby={`${id}-hint ${id}-count`}
              data-testid="feedback-content"
            />
          </label>
          <div className="lv-feedback-meta">
            <p id={`${id}-hint`} className={showWordError ? 'lv-field-error' : 'lv-field-hint'} data-testid={showWordError ? 'feedback-content-error' : 'feedback-hint'}>
              {hint}
            </p>
            <p id={`${id}-count`} className="lv-field-hint lv-feedback-count" data-testid="feedback-count">
              {t('feedback.wordCount', { count: words })}
            </p>
          </div>
        </div>

        <fieldset className="lv-feedback-images">
          <legend>{t('feedback.images')}</legend>
          <p id={`${id}-rules`} className="lv-field-hint">
            {t('feedback.imageRules', { max: maxImages, mb: megabytes })}
          </p>
          {images.length ? (
            <ul className="lv-feedback-thumbs" data-testid="feedback-thumbs">
              {images.map((image, index) => (
                <li key={image.id} data-testid="feedback-thumb">
                  <img src={image.dataUrl} alt={image.name} />
                  <button type="button" className="lv-feedback-remove" onClick={() => removeImage(index)} aria-label={t('feedback.removeImage', { name: image.name })} data-testid="feedback-remove">
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <label className={`lv-button lv-button-quiet lv-feedback-add${images.length >= maxImages ? ' lv-feedback-add-full' : ''}`}>
            <span>{t('feedback.addImages', { count: images.length, max: maxImages })}</span>
            <input
              ref={fileRef}
              type="file"
              accept="image/png,image/jpeg,.png,.jpg,.jpeg"
              multiple
              className="lv-visually-hidden"
              disabled={images.length >= maxImages}
              onChange={(e) => void pickFiles(e)}
              aria-describedby={`${id}-rules`}
              data-testid="feedback-file"
            />
          </label>
          {refused.length ? (
            <ul className="lv-feedback-refused" role="alert" data-testid="feedback-refused">
              {refused.map((r) => (
                <li key={`${r.reason}:${r.name}`} className="lv-field-error">
                  {refusalText(r)}
                </li>
              ))}
            </ul>
          ) : null}
        </fieldset>

        {sendError ? (
          <p className="lv-field-error lv-feedback-send-error" role="alert" data-testid="feedback-send-error">
            {sendError}
          </p>
        ) : null}
        <button type="submit" className="lv-button lv-button-block" disabled={send.isPending} data-testid="feedback-submit">
          {send.isPending ? t('common.pleaseWait') : t('feedback.submit')}
        </button>
      </form>
    </section>
  );
}
