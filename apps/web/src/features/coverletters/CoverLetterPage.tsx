import type { CoverLetter } from "@jah/shared";
import { Button, SimpleGrid, Skeleton } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LetterIcon, PlusIcon } from "../../ui/app-icons.tsx";
import { EmptyList, QueryStates } from "../../ui/ListStates.tsx";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { coverLetterKeys, fetchCoverLetters } from "./api.ts";
import { CoverLetterCard } from "./CoverLetterCard.tsx";
import { CoverLetterModal, type CoverLetterTarget } from "./CoverLetterModal.tsx";

/** /coverletter: the user's cover-letter templates as cards, with a New cover letter button. */
export function CoverLetterPage() {
  const { t } = useTranslation();
  const letters = useQuery({
    queryKey: coverLetterKeys.all,
    queryFn: ({ signal }) => fetchCoverLetters(signal),
  });
  const [target, setTarget] = useState<CoverLetterTarget | null>(null);
  const open = (letter: CoverLetter | null) => setTarget({ letter, key: Date.now() });

  const newButton = (
    <Button
      leftSection={<PlusIcon size={18} />}
      color="brand.6"
      onClick={() => open(null)}
      data-testid="coverletter-new"
    >
      {t("CoverLetter.New")}
    </Button>
  );

  return (
    <PageWrapper title={t("CoverLetter.Title")} subTitle={t("CoverLetter.Subtitle")} actions={newButton}>
      <QueryStates
        query={letters}
        loading={
          <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" data-testid="coverletter-loading">
            <Skeleton height={220} radius="md" />
            <Skeleton height={220} radius="md" />
          </SimpleGrid>
        }
        error={{ title: t("CoverLetter.LoadError") }}
        empty={
          <EmptyList
            icon={<LetterIcon size={28} />}
            title={t("CoverLetter.Empty.Title")}
            text={t("CoverLetter.Empty.Text")}
            testId="coverletter-empty"
          />
        }
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="coverletter-list">
            {list.map((letter) => (
              <CoverLetterCard key={letter.id} letter={letter} onEdit={() => open(letter)} />
            ))}
          </SimpleGrid>
        )}
      </QueryStates>
      <CoverLetterModal target={target} onClose={() => setTarget(null)} />
    </PageWrapper>
  );
}
