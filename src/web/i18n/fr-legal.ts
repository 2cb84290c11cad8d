// The terms and privacy pages in plain French, following en-legal.ts section
// by section. Change both when the code changes; the English text is the
// reference (legal.translationNote says so on the page).

export const terms = {
  title: 'Conditions d’utilisation',
  updated: '22 novembre 2026',
  intro:
    'Voici les règles pour utiliser English Commons. Nous les avons écrites en mots simples. Lisez-les avant de créer un compte.',
  sections: {
    free: {
      heading: 'Gratuit pour toujours',
      paragraphs: [
        'English Commons est gratuit. Nous ne demandons pas d’argent, il n’y a pas de version payante et pas de publicité. Une fondation communautaire sans but lucratif gère le site.',
      ],
    },
    age: {
      heading: 'Qui peut utiliser le site',
      paragraphs: [
        'Vous devez avoir au moins 13 ans pour créer un compte. Si vous n’êtes pas encore majeur là où vous vivez, demandez à un parent ou à un tuteur avant de vous inscrire.',
      ],
    },
    account: {
      heading: 'Votre compte',
      paragraphs: [
        'Pour créer un compte, il faut une adresse courriel, un mot de passe et une question de sécurité. Gardez votre mot de passe et votre réponse secrets. Une personne qui les connaît peut ouvrir votre compte.',
        'Nous n’envoyons pas de courriels. Si vous oubliez votre mot de passe, vous le changez avec votre réponse de sécurité.',
      ],
    },
    conduct: {
      heading: 'Soyez gentil et honnête',
      paragraphs: [
        'Utilisez le site pour apprendre. N’essayez pas d’ouvrir le compte d’une autre personne, de briser le site ou d’envoyer beaucoup de demandes automatiques. N’utilisez pas un nom d’utilisateur grossier ou blessant.',
        'Nous pouvons fermer un compte qui ne respecte pas ces règles.',
      ],
    },
    writing: {
      heading: 'Vos textes',
      paragraphs: [
        'Les textes que vous écrivez restent à vous. Nous les gardons seulement pour vous montrer votre travail, vos notes et vos commentaires.',
      ],
    },
    content: {
      heading: 'Contenu et commentaires',
      paragraphs: [
        'Nos histoires, nos questions et nos commentaires sont faits pour vous aider à apprendre. Ils peuvent contenir des erreurs. Une partie du contenu peut être créée par un service d’IA; elle est vérifiée par des règles, pas par une personne. Les commentaires sur vos textes sont une estimation, pas un résultat d’examen officiel.',
      ],
    },
    guarantee: {
      heading: 'Pas de garantie',
      paragraphs: [
        'Nous travaillons fort pour que le site fonctionne, mais nous ne pouvons pas promettre qu’il sera toujours disponible ou sans erreur. Des bénévoles le font fonctionner avec soin et un petit budget.',
      ],
    },
    leaving: {
      heading: 'Partir',
      paragraphs: [
        'Vous pouvez arrêter d’utiliser le site à tout moment. Vous pouvez télécharger vos données ou supprimer votre compte dans vos paramètres, comme l’explique la Politique de confidentialité.',
      ],
    },
    changes: {
      heading: 'Changements et questions',
      paragraphs: [
        'Si nous changeons ces conditions, la nouvelle date sera affichée en haut de cette page. Si vous avez une question, écrivez-nous avec les coordonnées de la page À propos.',
      ],
    },
  },
};

export const privacy = {
  title: 'Politique de confidentialité',
  updated: '22 novembre 2026',
  intro:
    'Cette page explique ce que nous gardons sur vous, pourquoi, et comment le voir ou le supprimer. Nous recueillons le moins possible.',
  sections: {
    stored: {
      heading: 'Ce que nous gardons',
      paragraphs: [
        'Votre compte : votre adresse courriel, votre nom d’utilisateur, votre question de sécurité, votre mot de passe et votre réponse de sécurité. Nous ne gardons jamais votre mot de passe ni votre réponse en clair. Nous gardons seulement une forme brouillée (un hachage) qu’on ne peut pas retransformer en texte d’origine.',
        'Votre pratique : les histoires que vous lisez, vos résultats aux quiz, les mots que vous gardez, votre temps de pratique, vos points, vos badges et votre série de jours.',
        'Vos textes : les textes que vous écrivez pour les tâches d’écriture, avec leurs notes et leurs commentaires.',
        'Vos paramètres : votre objectif quotidien, vos sujets préférés, votre thème et d’autres choix semblables.',
        'Un témoin (cookie) de connexion : un code au hasard qui vous garde connecté. Il est supprimé quand vous vous déconnectez ou après une période sans utiliser le site.',
      ],
    },
    why: {
      heading: 'Pourquoi nous le gardons',
      paragraphs: [
        'Nous gardons ces informations seulement pour faire fonctionner le site pour vous : vous connecter, sauvegarder vos progrès, vous montrer votre travail et faire le classement de la semaine. Nous gardons aussi de courts journaux techniques (comme l’heure et l’adresse d’une demande) pour protéger le site et corriger les problèmes ; les bénévoles qui font fonctionner le site les effacent après 14 jours.',
      ],
    },
    never: {
      heading: 'Ce que nous ne faisons jamais',
      paragraphs: [
        'Nous ne montrons pas de publicité. Nous ne vendons pas et ne louons pas vos données. Nous n’utilisons pas de témoins de suivi ou de publicité. Nous ne vous envoyons pas de courriels publicitaires.',
      ],
    },
    leaderboard: {
      heading: 'Le classement',
      paragraphs: [
        'Le classement de la semaine montre seulement les noms d’utilisateur et les points, jamais les adresses courriel. Vous pouvez vous cacher du classement dans vos paramètres.',
      ],
    },
    ai: {
      heading: 'Services d’IA',
      paragraphs: [
        'Certains serveurs communautaires relient le site à un service d’IA pour créer de nouvelles histoires, des traductions et des commentaires sur vos textes. Dans ce cas, le texte de votre demande est envoyé à ce service : le niveau et le sujet choisis, l’histoire à traduire, ou le texte que vous avez écrit et sa tâche. Votre nom, votre adresse courriel et votre mot de passe ne sont jamais envoyés.',
        'Quand aucun service d’IA n’est configuré, rien ne quitte notre serveur : les histoires viennent de notre bibliothèque et les commentaires sont faits sur notre serveur.',
      ],
    },
    yourData: {
      heading: 'Voir, télécharger ou supprimer vos données',
      paragraphs: [
        'Vous pouvez télécharger une copie de vos données dans vos paramètres. Vous pouvez aussi y supprimer votre compte. Quand vous le supprimez, nous retirons votre compte, votre pratique et vos textes de notre base de données.',
        'Si vous ne pouvez pas vous connecter, écrivez-nous avec les coordonnées de la page À propos et nous vous aiderons.',
      ],
    },
    children: {
      heading: 'Enfants',
      paragraphs: [
        'Vous devez avoir au moins 13 ans pour créer un compte. Nous ne gardons pas, à notre connaissance, de données sur des enfants plus jeunes.',
      ],
    },
    changes: {
      heading: 'Changements et questions',
      paragraphs: [
        'Si nous changeons cette politique, la nouvelle date sera affichée en haut de cette page. Si vous avez une question sur vos données, écrivez-nous avec les coordonnées de la page À propos.',
      ],
    },
  },
};
