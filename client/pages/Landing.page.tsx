/**
 * The location landing page (specification §2): validates through the worker's content (embedded
 * in the page or fetched after a client-side navigation) and shows the guide; an invalid route
 * goes to /404 (§4, §8).
 */
import { Center, Container, Loader } from "@mantine/core";
import { Navigate, useLocation } from "react-router";
import { LandingGuide } from "../components/LandingGuide/LandingGuide";
import { useLandingPayload } from "../landing/landing-data";
import { usePageTitle } from "../page-title";

export function LandingPage() {
  const { pathname } = useLocation();
  const payload = useLandingPayload(pathname);
  const title = payload?.status === 200 ? payload.content.title : null;

  usePageTitle(title, { full: true });

  if (!payload) {
    return (
      <Center py="xl" mih={320}>
        <Loader aria-label="Loading the guide" />
      </Center>
    );
  }
  if (payload.status === 404) return <Navigate to="/404" replace />;
  return (
    <Container size="xl" px="md">
      <LandingGuide key={payload.content.canonicalPath} content={payload.content} />
    </Container>
  );
}
